// Preloaded (node -r) into every process start.js launches: stdin is a pipe from the launcher, so
// when the launcher dies without stopping them (a test killed, a terminal closed) they end too.
process.stdin.on('end', () => process.exit(1));
process.stdin.on('error', () => process.exit(1));
process.stdin.resume();
