// A Gatsby plugin needs an entry file; the work happens in gatsby-ssr.js and gatsby-browser.js.
