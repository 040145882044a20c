// A bundled file (a font) in tests: its URL, as webpack's asset modules give it.
module.exports = '/test-file.ttf';
