// jsdom's whatwg-url `isValidURLString` (no base URL) over inputs, for tests/whatwg_valid.rs.
// argv[2]: the whatwg-url package directory. Reads hex-encoded UTF-8 inputs, one per line,
// from standard input, and writes "<hex>\t<1|0>" for each; with argv[3] = a path to
// urltestdata.json, writes its inputs first (those that are well-formed Unicode).
"use strict";
const fs = require("fs");
const { isValidURLString } = require(process.argv[2]);

const out = [];
const emit = (s) => {
  out.push(Buffer.from(s, "utf8").toString("hex") + "\t" + (isValidURLString(s) ? "1" : "0"));
};
if (process.argv[3]) {
  for (const test of JSON.parse(fs.readFileSync(process.argv[3], "utf8"))) {
    if (typeof test === "object" && typeof test.input === "string" && test.input.isWellFormed()) {
      emit(test.input);
    }
  }
}
for (const line of fs.readFileSync(0, "utf8").split("\n")) {
  if (line !== "") {
    emit(Buffer.from(line, "hex").toString("utf8"));
  }
}
fs.writeSync(1, out.join("\n") + "\n");
