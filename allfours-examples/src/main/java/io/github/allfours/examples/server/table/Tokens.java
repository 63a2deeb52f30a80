package io.github.allfours.examples.server.table;

import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Secret tokens: 32 random bytes in URL-safe Base64, stored only as their SHA-256 and compared in
 * constant time.
 */
public final class Tokens {
    private static final SecureRandom RANDOM = new SecureRandom();

    private Tokens() {
    }

    /** Returns a new secret token. */
    static String newToken() {
        byte[] b = new byte[32];
        RANDOM.nextBytes(b);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }

    /**
     * A token derived from another: HMAC-SHA256 keyed by {@code token} over {@code context}, in URL-safe Base64
     * (43 characters, like a new token). Only the holder of {@code token} (and the server, while it is presented)
     * can compute it; a rematch's seat token is derived this way from the player's token of the finished table,
     * so the server can tell it to that player without ever storing it.
     *
     * @param token   a secret token
     * @param context what the derived token is for, such as {@code "rematch TABLE"}
     * @return the derived token
     */
    static String derive(String token, String context) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(token.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return Base64.getUrlEncoder().withoutPadding().encodeToString(
                mac.doFinal(("allfours " + context).getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException | InvalidKeyException e) {
            throw new AssertionError("every JDK has HmacSHA256", e);
        }
    }

    /** Returns a new table id: 16 random bytes in hex. */
    static String newId() {
        byte[] b = new byte[16];
        RANDOM.nextBytes(b);
        return HexFormat.of().formatHex(b);
    }

    /** Returns a secret seed for a table's deals. */
    static long newSeed() {
        return RANDOM.nextLong();
    }

    /**
     * @param token a token
     * @return its SHA-256, in hex
     */
    public static String hash(String token) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                .digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError("every JDK has SHA-256", e);
        }
    }

    /**
     * Whether a token's hash is a stored hash, in time that does not depend on where they differ.
     *
     * @param tokenHash the hash of a presented token
     * @param stored    a stored hash, or {@code null}
     * @return whether they are equal
     */
    static boolean matches(String tokenHash, String stored) {
        return stored != null && MessageDigest.isEqual(tokenHash.getBytes(StandardCharsets.US_ASCII),
            stored.getBytes(StandardCharsets.US_ASCII));
    }
}
