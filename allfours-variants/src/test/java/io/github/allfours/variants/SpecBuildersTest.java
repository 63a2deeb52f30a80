package io.github.allfours.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.engine.GameState;
import io.github.allfours.game.Setup;
import io.github.allfours.rules.Auction;
import io.github.allfours.rules.Begging;
import io.github.allfours.rules.DiscardRule;
import io.github.allfours.rules.Follow;
import io.github.allfours.rules.Pitch;
import io.github.allfours.rules.Run;
import io.github.allfours.rules.Scoring;
import io.github.allfours.rules.Stock;
import io.github.allfours.rules.TableMode;
import io.github.allfours.rules.TurnUp;
import java.lang.reflect.Modifier;
import org.junit.jupiter.api.Test;

/**
 * The builders and {@code with*} copies of the rule specs and of {@link Setup}, from outside their module: Immutables
 * writes them package-private, and each value's public nested {@code Builder} and its inherited {@code with*}
 * methods are what a user calls (pagat.com's options as docs/rules.md, "House-rule options", names them).
 */
class SpecBuildersTest {
    @Test
    void everySpecIsBuiltFromOutsideItsModule() {
        assertEquals(Follow.STANDARD.withNoUndertrumping(true), new Follow.Builder().from(Follow.STANDARD)
            .noUndertrumping(true).build());
        assertEquals(new Run(3, true, false, DiscardRule.NEVER), new Run.Builder().packet(3).repeatsSetAside(true)
            .bunching(false).discard(DiscardRule.NEVER).build());
        assertEquals(Begging.STANDARD.withGiftPoints(2), new Begging.Builder().from(Begging.STANDARD).giftPoints(2).build());
        assertEquals(Scoring.STANDARD.withGamePoints(2), new Scoring.Builder().from(Scoring.STANDARD).gamePoints(2).build());
        assertEquals(Pitch.PARTNER_WAITS, new Pitch.Builder().partnerWaits(true).build());
        assertEquals(Stock.FACE_DOWN, new Stock.Builder().faceUp(false).build());
        assertEquals(TableMode.STANDARD.withPeekPoints(2), new TableMode.Builder().from(TableMode.STANDARD).peekPoints(2).build());
        assertEquals(Auction.COMMERCIAL, new Auction.Builder().from(Auction.STANDARD).allPass(Auction.COMMERCIAL.allPass())
            .elderSells(true).build());
        TurnUp trinidad = (TurnUp) Trinidad.FOUR.trumps();
        assertEquals(trinidad, new TurnUp.Builder().from(trinidad).build());
        IllegalStateException missing = assertThrows(IllegalStateException.class, () -> new Pitch.Builder().build());
        assertTrue(missing.getMessage().contains("partnerWaits"), missing.getMessage());
    }

    @Test
    void aSetupIsCopiedAndRebuiltFromOutsideItsModule() {
        GameState s = GameState.start(Trinidad.FOUR, 5);
        Setup x = s.setup();
        assertEquals(x, new Setup.Builder().from(x).build());
        assertEquals(x, GameState.from(new Setup.Builder().from(x).scores(x.scores()).build()).setup());
    }

    @Test
    void theGeneratedBuildersAreNotPartOfTheApi() {
        for (Class<?> spec : new Class<?>[] {Follow.class, Run.class, Begging.class, Scoring.class, Pitch.class,
            Stock.class, TableMode.class, Auction.class, TurnUp.class, Setup.class}) {
            Class<?> builder = spec.getDeclaredClasses()[0];
            assertEquals("Builder", builder.getSimpleName(), spec.getName());
            assertTrue(Modifier.isPublic(builder.getModifiers()), builder.getName());
            assertTrue(!Modifier.isPublic(builder.getSuperclass().getModifiers()), builder.getSuperclass() + " is public");
            for (Class<?> i : spec.getInterfaces()) {
                if (i.getSimpleName().startsWith("With")) {
                    assertTrue(!Modifier.isPublic(i.getModifiers()), i + " is public");
                }
            }
        }
    }
}
