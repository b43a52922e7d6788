// The adapter protocol, for the JavaScript adapters: one JSON object per line on standard
// input ({"op": "info"}, {"op": "parse", "input": …}, {"op": "resolve", "base": …,
// "reference": …}), one JSON object per line on standard output.
'use strict'
const readline = require('node:readline')

// Answers every request with info(), parse(text) or resolve(base, reference); an
// exception the library throws is its answer.
function serve ({ info, parse, resolve }) {
  const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity })
  lines.on('line', (line) => {
    const request = JSON.parse(line)
    let answer
    if (request.op === 'info') {
      answer = info()
    } else if (request.op === 'parse') {
      try { answer = parse(request.input) } catch (e) { answer = { valid: false, error: String(e) } }
    } else {
      try { answer = { target: resolve(request.base, request.reference) } } catch (e) { answer = { error: String(e) } }
    }
    process.stdout.write(JSON.stringify(answer) + '\n')
  })
}

// A component the library gives as undefined or a value (a number port as its digits).
function opt (value) {
  return value === undefined || value === null ? null : String(value)
}

module.exports = { serve, opt }
