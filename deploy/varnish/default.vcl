# Varnish in front of the shop (Debian's varnish 7 and varnish-modules' xkey).
#
# - Keeps the anonymous pages the shop calls public (Surrogate-Control: max-age, grace from
#   stale-while-revalidate), one copy per page variant (shopper, crawler, speed-test agent), coding
#   (br, gzip, none) and geo hint (country header, first Accept-Language tag).
# - Passes anything with the shop's session or message cookie, and every non-read.
# - Strips tracking cookies and parameters (utm_*, gclid, fbclid, _ga, ...): anonymous pages do not
#   depend on any cookie, so an anonymous request goes to the shop without any.
# - Purges by cache tag: `PURGE` with `Surrogate-Key: cat_p_1 cat_c_2` (xkey), or Magento's
#   `X-Magento-Tags-Pattern` (a ban; ".*" for everything). The shop sends these itself to every
#   host of HTTP_CACHE_HOSTS when the backend invalidates tags.
#
# Install: copy to /etc/varnish/default.vcl, set the backend port below, and see README "Varnish".
vcl 4.1;

import std;
import xkey;

backend shop {
    .host = "127.0.0.1";
    .port = "3000";
    .first_byte_timeout = 30s;
    .connect_timeout = 2s;
}

# Who may purge: the shop's own hosts (add your storefront servers' addresses).
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(405, "Not allowed."));
        }
        if (req.http.X-Magento-Tags-Pattern == ".*") {
            ban("obj.status != 0");
            return (synth(200, "Purged everything"));
        }
        if (req.http.Surrogate-Key) {
            set req.http.X-Purged = xkey.purge(req.http.Surrogate-Key);
            return (synth(200, "Purged " + req.http.X-Purged));
        }
        if (req.http.X-Magento-Tags-Pattern) {
            ban("obj.http.X-Magento-Tags ~ " + req.http.X-Magento-Tags-Pattern);
            return (synth(200, "Banned"));
        }
        return (synth(400, "Name the tags: Surrogate-Key or X-Magento-Tags-Pattern"));
    }

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # The shop's own machinery: health checks, purges, GraphQL, test hooks.
    if (req.url ~ "^/(healthz|graphql|page-cache/|__test/)") {
        return (pass);
    }

    # Tracking parameters change nothing on the page (the browser's scripts still see them).
    if (req.url ~ "[?&](utm_[a-z]+|gclid|fbclid|msclkid|_ga|mc_[a-z]+)=") {
        set req.url = regsuball(req.url, "(utm_[a-z]+|gclid|fbclid|msclkid|_ga|mc_[a-z]+)=[^&]*&?", "");
        set req.url = regsub(req.url, "[?&]+$", "");
    }

    # The page a cookie-setting post led to looks at the cookies that came back (ADR 0077): a page of
    # its own, with the cookies as sent, never kept.
    if (req.url ~ "[?&]cookie_check=") {
        return (pass);
    }

    # A visitor with a session (basket, account, chosen currency) or queued messages: their own page.
    if (req.http.Cookie ~ "(^|;\s*)(pw_session|mage-messages)=") {
        return (pass);
    }
    # Anything else (tracking cookies, popup answers) does not change an anonymous page.
    unset req.http.Cookie;
    unset req.http.Authorization;

    # The page variant, as the shop decides it (app/bots.ts); the shop's X-Page-Variant answer is
    # checked against it below, so a guess that differs is never kept.
    if (req.http.User-Agent ~ "Chrome-Lighthouse|GTmetrix|PTST") {
        set req.http.X-Page-Variant = "speed-test";
    } elsif (req.http.User-Agent ~ "(?i)(bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|curl|wget|python|java/|go-http|headless|lighthouse)") {
        set req.http.X-Page-Variant = "crawler";
    } else {
        set req.http.X-Page-Variant = "shopper";
    }

    # Only what the shop reads: its coding preference, and the first language tag (geo suggestion).
    if (req.http.Accept-Encoding ~ "\bbr\b") {
        set req.http.Accept-Encoding = "br";
    } elsif (req.http.Accept-Encoding ~ "\bgzip\b") {
        set req.http.Accept-Encoding = "gzip";
    } else {
        unset req.http.Accept-Encoding;
    }
    # Varnish rewrites the backend request's Accept-Encoding to gzip; the shop's brotli is kept apart.
    set req.http.X-Accept-Encoding = req.http.Accept-Encoding;
    if (req.http.Accept-Language) {
        set req.http.Accept-Language = std.tolower(regsub(req.http.Accept-Language, "^\s*([^,;\s]*).*$", "\1"));
    }
    return (hash);
}

sub vcl_hash {
    hash_data(req.url);
    hash_data(req.http.host);
    hash_data(req.http.X-Page-Variant);
    hash_data(req.http.Accept-Encoding);
    return (lookup);
}

sub vcl_backend_fetch {
    # The coding the visitor takes, not the gzip Varnish would ask for by itself.
    if (bereq.http.X-Accept-Encoding) {
        set bereq.http.Accept-Encoding = bereq.http.X-Accept-Encoding;
    }
    unset bereq.http.X-Accept-Encoding;
}

sub vcl_backend_response {
    # The shop's verdict: public pages only, never one that sets a cookie.
    if (bereq.uncacheable) {
        return (deliver);
    }
    if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(private|no-store|no-cache)" || beresp.status != 200) {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # Made for another variant than guessed (a crawler the pattern above does not know): not kept.
    if (beresp.http.X-Page-Variant && beresp.http.X-Page-Variant != bereq.http.X-Page-Variant) {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # Browsers revalidate every time (Cache-Control); the shared lifetime is in Surrogate-Control.
    if (beresp.http.Surrogate-Control ~ "max-age=\d+") {
        set beresp.ttl = std.duration(regsub(beresp.http.Surrogate-Control, "^.*max-age=(\d+).*$", "\1") + "s", 0s);
        if (beresp.http.Surrogate-Control ~ "stale-while-revalidate=\d+") {
            set beresp.grace = std.duration(
                regsub(beresp.http.Surrogate-Control, "^.*stale-while-revalidate=(\d+).*$", "\1") + "s", 0s);
        }
    } else {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # The tags xkey purges by.
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
    # Kept apart by the hash (variant, coding); Vary stays for the browser and caches further out.
    set beresp.http.X-Origin-Vary = beresp.http.Vary;
    set beresp.http.Vary = "Accept-Language, CF-IPCountry, X-Country-Code";
    return (deliver);
}

sub vcl_pass {
    set req.http.X-Cache-Pass = "1";
}

sub vcl_deliver {
    if (req.http.X-Cache-Pass) {
        set resp.http.X-Cache = "PASS";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    if (resp.http.X-Origin-Vary) {
        set resp.http.Vary = resp.http.X-Origin-Vary;
        unset resp.http.X-Origin-Vary;
    }
    unset resp.http.xkey;
    unset resp.http.Surrogate-Control;
}
