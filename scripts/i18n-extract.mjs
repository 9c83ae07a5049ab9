// Extracts messages from src/ into the catalogs of each area, locales/*/<area>.po (lingui
// extract --clean), then fills Arabic msgstr entries from locales/ar/translations/*.json, a
// translation memory of {"English source": "Arabic"} kept one file per area so that
// several people can translate at once without touching the same file.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import PO from 'pofile'

execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'inherit' })

const dir = 'locales/ar/translations'
const memory = {}
// One English source has one Arabic wording wherever it appears (a catalog holds one msgstr
// per msgid): two area files that translate it differently would let the last file silently
// win, so they are refused by name.
const firstFile = {}
const disagreements = []
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  for (const [source, arabic] of Object.entries(JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')))) {
    if (memory[source] !== undefined && memory[source] !== arabic)
      disagreements.push(
        `  ${JSON.stringify(source)}: ${firstFile[source]} says ${JSON.stringify(memory[source])}, ${file} says ${JSON.stringify(arabic)}`,
      )
    memory[source] = arabic
    firstFile[source] ??= file
  }
}
if (disagreements.length) {
  console.error(
    `\n${disagreements.length} message(s) are translated differently in two files of ${dir}; keep one wording:`,
  )
  for (const line of disagreements) console.error(line)
  process.exit(1)
}

const missing = new Set()
for (const file of readdirSync('locales/ar').filter((f) => f.endsWith('.po'))) {
  const path = `locales/ar/${file}`
  const po = PO.parse(readFileSync(path, 'utf8'))
  for (const item of po.items) {
    const current = item.msgstr[0] ?? ''
    if (memory[item.msgid] !== undefined) item.msgstr = [memory[item.msgid]]
    else if (!current) missing.add(item.msgid)
  }
  writeFileSync(path, po.toString() + '\n')
}
if (missing.size) {
  console.error(`\n${missing.size} message(s) have no Arabic translation yet:`)
  for (const id of missing) console.error(`  ${JSON.stringify(id)}`)
  process.exitCode = 1
} else {
  console.log('Every message has an Arabic translation.')
}
