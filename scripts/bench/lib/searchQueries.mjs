/**
 * The fixed query list of the search benchmarks: what a reader types letter
 * by letter, typos, and several words. The engine measurement and the
 * in-page one (scripts/bench/search.mjs) both import it, so they cannot drift.
 */
export const searchQueries = {
  "as-you-type": ["b", "bu", "buf", "buff", "buffe", "buffer", "i", "in", "ins", "inst", "insta", "instal", "install", "wr", "writeS"],
  typo: ["instalation", "confguration", "bufer", "comand", "sponser", "writesinc", "optoins"],
  "multi-word": ["exit editor", "write buffer file", "install on windows", "command line options", "configure tab width", "current buffer id"],
}
