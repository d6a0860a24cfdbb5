// Package jsonv parses JSON into values that remember their place in the
// file, and reads them with errors that name the JSON path and line.
//
// Why the game keeps it rather than validating its files with a JSON
// Schema validator and decoding them with encoding/json (weighed for issue
// 12 with github.com/santhosh-tekuri/jsonschema/v6 v6.0.3, which the
// schema tests now use):
//
//   - Size on the web. Linking the validator into the game adds 393 KB to
//     the gzipped WebAssembly (4,123,775 to 4,516,857 bytes), past the
//     4 MiB budget make web-size holds; and the browser build validates
//     the graph files a player drops on the page, so it cannot leave
//     validation out.
//   - Speed. On the 100,000-node graph of BenchmarkCheckBigGraph the
//     validator takes 1.74 s, after 0.44 s to read the file into its
//     values: 2.2 s before any of the checks that follow the schema (no
//     node "Ligth 2", unreachable nodes, loops), where check now takes
//     0.69-1.08 s in all, under the 2 s bound.
//   - Duplicate keys. Neither encoding/json nor a validator sees a key
//     written twice (the last silently wins, and a designer's edit is
//     lost); this package reports it at the second one's line.
//   - Messages. A validator says "value must be one of 'playMontage', ..."
//     at a JSON pointer; designers get "unknown value "playMontag" (want
//     playMontage, ...)" at file:line: path, the form editors' problem
//     matchers read.
//
// The JSON Schemas stay the single source of truth for the formats'
// shape: the tests in assets/ validate every shipped file and every
// broken case with the library, and fail when the schemas and the loaders
// accept or reject different documents, or name different keys. The
// parser is bounded (MaxBytes, MaxDepth) and linear; encoding/json checks
// the syntax first and places syntax errors.
package jsonv
