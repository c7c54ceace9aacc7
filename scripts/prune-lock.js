// Drops optionalDependencies that the lock has no entry for (platform builds the registry here lacks).
const fs = require('fs');
const file = process.argv[2] || 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const pkgs = lock.packages;
let dropped = [];
for (const [path, entry] of Object.entries(pkgs)) {
  if (!entry.optionalDependencies) continue;
  for (const dep of Object.keys(entry.optionalDependencies)) {
    const base = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (!pkgs[base] && !pkgs[hoisted]) {
      delete entry.optionalDependencies[dep];
      dropped.push(dep);
    }
  }
}
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`dropped ${dropped.length}: ${[...new Set(dropped)].join(' ')}`);
