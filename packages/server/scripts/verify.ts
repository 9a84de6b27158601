/**
 * Re-check a room game's dice (`npm run verify -- <file> [secret]`): the file holds `{ record, secret }`
 * as a board saves it after the game, or the record alone with the revealed secret given after it.
 * Prints one line; exits 1 when a roll (or the commitment) does not match, 2 on a bad command line.
 */
import { readFileSync } from 'node:fs';
import { verifyRecord, type OnlineRecord } from '../src/fair-dice.ts';

function usage(message: string): never {
  console.error(`verify: ${message}\nusage: npm run verify -- <record.json> [secret]`);
  process.exit(2);
}

const [file, secretArgument] = process.argv.slice(2);
if (!file) usage('name the record file');
let parsed: unknown;
try {
  parsed = JSON.parse(readFileSync(file, 'utf8'));
} catch (e) {
  usage(`${file}: ${(e as Error).message}`);
}
const saved = parsed as { record?: OnlineRecord; secret?: string } & Partial<OnlineRecord>;
const record = (saved.format === 'tablero-online-record' ? saved : saved.record) as OnlineRecord | undefined;
if (!record || record.format !== 'tablero-online-record' || !Array.isArray(record.actions)) usage(`${file} holds no room game record`);
const secret = secretArgument ?? saved.secret;
if (typeof secret !== 'string' || secret === '') usage('the secret is missing: it is revealed when the game is over');

const verdict = verifyRecord(record, secret);
if (verdict.ok) console.log(`verified: room ${record.roomId} game ${record.game}, all ${verdict.rolls} rolls come from the committed dice`);
else {
  console.log(`NOT verified: room ${record.roomId} game ${record.game}: ${verdict.why}`);
  process.exit(1);
}
