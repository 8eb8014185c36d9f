// Stops with a clear message when run on a Node.js older than 24. Plain JavaScript on purpose:
// an older Node cannot even parse the project's TypeScript scripts.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `Dit project heeft Node.js 24 of nieuwer nodig; deze Node is ${process.versions.node}.\n` +
      "Installeer met 'npm install' (zonder --ignore-scripts): dan levert de devDependency 'node' Node 24,\n" +
      "en gebruik 'npm start', 'npm run …' of 'npx …' zodat die versie wordt gebruikt.",
  );
  process.exit(1);
}
