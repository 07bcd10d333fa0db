import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
    environment: "node",
    // Some tests compile real MDX content or build a scratch tree: seconds on a quiet 2-core machine,
    // several times that when it is shared (the defaults, 5 s and 10 s, failed them under load).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
