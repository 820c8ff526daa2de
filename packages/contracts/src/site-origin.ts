// The reserved origin the web build writes into every absolute URL it emits (canonical, hreflang, og:url,
// sitemap, robots.txt, feeds). The server replaces it with its PUBLIC_URL when it starts, so one build serves
// any address (decision 041). `.invalid` is reserved (RFC 6761): it can never be a real site.
export const SITE_ORIGIN_MARKER = 'https://site-origin.vidcraft.invalid';
