package io.github.allfours.examples.server.http;

import io.github.allfours.examples.server.ApiException;
import io.github.allfours.examples.server.RequestJson;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.util.InetAddressSet;

/**
 * Which client a request comes from. Without trusted proxies it is the connection's address. Behind
 * proxies it is read from the header they set (such as {@code X-Forwarded-For: client, proxy1, proxy2}),
 * and only when the connection itself comes from a trusted proxy: the header's addresses are read from the
 * right, past those of trusted proxies, and the first other one is the client (a client cannot choose its
 * address by sending the header itself, since what it wrote stays on the left). Addresses in the header must
 * be IP literals; nothing is looked up in DNS. Per-address limits count an IPv4 address, or an IPv6 /64
 * network (one host's usual share), as one client. Thread-safe.
 */
final class ClientAddresses {
    private final InetAddressSet trusted = new InetAddressSet();
    private final String header;

    /**
     * @param trustedProxies the trusted proxies' addresses or networks ({@code 10.0.0.5}, {@code 10.0.0.0/8})
     * @param header         the header they set, or {@code null}
     */
    ClientAddresses(List<String> trustedProxies, String header) {
        for (String p : trustedProxies) {
            checkNetwork(p);
            trusted.add(p.strip());
        }
        this.header = header;
    }

    /**
     * The client of a request.
     *
     * @param request the request
     * @return the client's address
     * @throws ApiException 400 {@code BAD_REQUEST} when a trusted proxy's header is not a list of IP addresses
     */
    InetAddress resolve(Request request) throws ApiException {
        InetAddress peer = peer(request);
        if (header == null || peer == null || !trusted.test(peer)) {
            return peer;
        }
        List<String> values = request.getHeaders().getValuesList(header);
        if (values.isEmpty()) {
            return peer;            // the proxy's own request (a health check, say)
        }
        List<InetAddress> chain = new ArrayList<>();
        for (String value : values) {
            for (String part : value.split(",", -1)) {
                try {
                    chain.add(literal(part.strip()));
                } catch (IllegalArgumentException e) {
                    throw ApiException.badRequest("the " + header + " header from a trusted proxy must list IP addresses: "
                        + e.getMessage());
                }
            }
        }
        for (int i = chain.size() - 1; i >= 0; i--) {
            if (!trusted.test(chain.get(i))) {
                return chain.get(i);
            }
        }
        return chain.get(0);
    }

    /** The connection's remote address, or {@code null} if it has none (an in-memory connector). */
    static InetAddress peer(Request request) {
        SocketAddress a = request.getConnectionMetaData().getRemoteSocketAddress();
        return a instanceof InetSocketAddress isa ? isa.getAddress() : null;
    }

    /**
     * What per-address limits count as one client: an IPv4 address as it is, an IPv6 address by its /64 network.
     *
     * @param address the client's address ({@code null}: unknown)
     * @return the key, such as {@code 203.0.113.7} or {@code 2001:db8:1:2::/64}
     */
    static String key(InetAddress address) {
        if (address == null) {
            return "unknown";
        }
        byte[] b = address.getAddress();
        if (b.length == 4) {
            return address.getHostAddress();
        }
        byte[] prefix = new byte[16];
        System.arraycopy(b, 0, prefix, 0, 8);
        try {
            return InetAddress.getByAddress(prefix).getHostAddress() + "/64";
        } catch (UnknownHostException e) {
            throw new IllegalStateException("16 bytes are an IPv6 address", e);
        }
    }

    /** The text of an address for logs and {@code ctx.ip()}: the IP literal, or "unknown". */
    static String text(InetAddress address) {
        return address == null ? "unknown" : address.getHostAddress();
    }

    /**
     * Reads an IP literal without any DNS look-up: a dotted IPv4 address ({@code 203.0.113.7}) or an IPv6
     * address, bracketed or not ({@code 2001:db8::1}, {@code [2001:db8::1]}).
     *
     * @param text the text
     * @return the address
     * @throws IllegalArgumentException if it is not an IP literal; the message names it
     */
    static InetAddress literal(String text) {
        String t = text.startsWith("[") && text.endsWith("]") ? text.substring(1, text.length() - 1) : text;
        if (t.isEmpty() || t.length() > 45) {
            throw new IllegalArgumentException("\"" + RequestJson.excerpt(text) + "\" is not an IP address");
        }
        try {
            if (t.indexOf(':') >= 0) {
                if (!t.matches("[0-9A-Fa-f:.]+")) {
                    throw new IllegalArgumentException("\"" + RequestJson.excerpt(text) + "\" is not an IP address");
                }
                // in brackets the JDK reads an IPv6 literal or refuses; it never asks DNS
                return InetAddress.getByName("[" + t + "]");
            }
            String[] parts = t.split("\\.", -1);
            if (parts.length != 4) {
                throw new IllegalArgumentException("\"" + RequestJson.excerpt(text) + "\" is not an IP address");
            }
            byte[] b = new byte[4];
            for (int i = 0; i < 4; i++) {
                if (!parts[i].matches("[0-9]{1,3}") || Integer.parseInt(parts[i]) > 255) {
                    throw new IllegalArgumentException("\"" + RequestJson.excerpt(text) + "\" is not an IP address");
                }
                b[i] = (byte) Integer.parseInt(parts[i]);
            }
            return InetAddress.getByAddress(b);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("\"" + RequestJson.excerpt(text) + "\" is not an IP address", e);
        }
    }

    /**
     * Checks a trusted proxy: an IP literal, or one with a prefix length ({@code 10.0.0.0/8}, {@code fd00::/8}).
     *
     * @param network the text
     * @throws IllegalArgumentException if it is neither; the message names it
     */
    static void checkNetwork(String network) {
        String n = network.strip();
        int slash = n.indexOf('/');
        InetAddress a = literal(slash < 0 ? n : n.substring(0, slash));
        if (slash >= 0) {
            String bits = n.substring(slash + 1);
            int max = a.getAddress().length * 8;
            if (!bits.matches("[0-9]{1,3}") || Integer.parseInt(bits) > max) {
                throw new IllegalArgumentException("\"" + network + "\" is not an IP network: the prefix length must be 0 to "
                    + max);
            }
        }
    }

    @Override
    public String toString() {
        return header == null ? "the connection's address"
            : header.toLowerCase(Locale.ROOT) + " from " + String.join(", ", trusted);
    }
}
