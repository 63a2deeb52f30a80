package io.github.allfours.examples.server;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * Secret tokens: 32 random bytes in URL-safe Base64, stored only as their SHA-256 and compared in
 * constant time.
 */
final class Tokens {
    private static final SecureRandom RANDOM = new SecureRandom();

    private Tokens() {
    }

    /** Returns a new secret token. */
    static String newToken() {
        byte[] b = new byte[32];
        RANDOM.nextBytes(b);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
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
    static String hash(String token) {
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
