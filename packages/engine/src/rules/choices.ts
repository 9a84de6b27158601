/**
 * The choices open now: every action the acting side may take (rolls without their faces), and the
 * muggins calls open to the other side and spectators.
 */
import { GLASSES, NORTH, SOUTH, SQUARES, other } from './geometry.ts';
import { reasonIllegal } from './apply.ts';
import { pullableLines } from './lines.ts';
import { legalMoves, moveFrom, moveTo } from './moves.ts';
import { mostToHandOut } from './pull.ts';
import { runnableRow } from './runs.ts';
import type { Action, Choice, GameState } from './state.ts';
import { canPour } from './stakes.ts';

/**
 * Every choice open to the acting side now (rolls without their faces; muggins is listed separately by
 * `mugginsChoices`, since it is the other side's call). Taking back a move is left out: it is a
 * convenience of the board, not a decision of the game.
 */
export function legalChoices(s: GameState): Choice[] {
  const out: Choice[] = [];
  const mayCall = (): void => {
    if (reasonIllegal(s, { type: 'queen.call' }) === null) out.push({ type: 'queen.call' });
  };
  const slashes = (): void => {
    if (!s.rules.slashing) return;
    for (const m of s.moves) if (reasonIllegal(s, { type: 'glass.slash', square: m.to }) === null) out.push({ type: 'glass.slash', square: m.to });
  };
  switch (s.phase) {
    case 'queenNumber':
      out.push({ type: 'queen.roll' });
      break;
    case 'initiative':
      out.push({ type: 'initiative.roll' });
      break;
    case 'initiativeChoice':
      out.push({ type: 'initiative.choose', starter: SOUTH }, { type: 'initiative.choose', starter: NORTH });
      break;
    case 'centre':
      out.push({ type: 'centre.fill' });
      break;
    case 'placing':
      for (let sq = 0; sq < SQUARES; sq++) if (reasonIllegal(s, { type: 'glass.place', square: sq }) === null) out.push({ type: 'glass.place', square: sq });
      break;
    case 'roll':
      out.push(reasonIllegal(s, LIFT) === null ? LIFT : { type: 'dice.roll' });
      if (s.rules.voluntaryPass && s.rollsThisTurn > 0) out.push({ type: 'dice.pass' });
      mayCall();
      slashes();
      break;
    case 'treason':
      // The Opponent lets the dice land (their treason calls are in mugginsChoices).
      out.push({ type: 'dice.roll' });
      break;
    case 'queenToast':
      for (let g = 0; g < GLASSES; g++) {
        const sq = s.squareOf[g];
        if (sq < 0) continue;
        if (s.rules.movement === 'rook') {
          for (let to = 0; to < SQUARES; to++) if (s.at[to] < 0) out.push({ type: 'queen.toast', square: sq, to });
        } else out.push({ type: 'queen.toast', square: sq });
      }
      break;
    case 'moving':
      for (const m of legalMoves(s)) out.push({ type: 'glass.move', from: moveFrom(m), to: moveTo(m) });
      mayCall();
      slashes();
      break;
    case 'pullDecision':
      for (const l of pullableLines(s)) out.push({ type: 'pull.take', line: [...l.squares] });
      if (!s.rules.pullCompulsory) out.push({ type: 'pull.decline' });
      if (runnableRow(s) && canPour(s, other(s.player), s.rules.runStake)) out.push({ type: 'run.announce' });
      mayCall();
      slashes();
      break;
    case 'sharing': {
      const shots = s.pull?.shots ?? 0;
      const free = mostToHandOut(s, shots);
      for (let o = 0; o <= free; o++) for (let sp = 0; sp + o <= free; sp++) out.push({ type: 'pull.share', opponent: o, spectators: sp });
      break;
    }
    case 'run':
      if (s.pot > 0) out.push({ type: 'run.roll' });
      else {
        out.push({ type: 'pull.take', line: [...(s.pull as { line: number[] }).line] });
        if (canPour(s, other(s.player), s.rules.runStake)) out.push({ type: 'run.announce' });
      }
      break;
    case 'refill':
      if (s.rules.afterPull === 'replenish') {
        for (let sq = 0; sq < SQUARES; sq++)
          if (reasonIllegal(s, { type: 'glasses.refill', square: sq }) === null) out.push({ type: 'glasses.refill', square: sq });
      } else out.push({ type: 'glasses.refill' });
      break;
    case 'passing':
      out.push({ type: 'dice.pass' });
      mayCall();
      break;
    case 'toastRound':
      if (reasonIllegal(s, { type: 'courtesy.fill' }) === null) out.push({ type: 'courtesy.fill' });
      out.push({ type: 'toast.raise' });
      break;
    case 'over':
      break;
  }
  return out;
}

const LIFT: Action & Choice = { type: 'dice.lift' };

/** Is `c` the Opponent's call on a missed Queen (muggins, or treason in da Gucci), not a spectator's? */
export const isOpponentCall = (c: Action): c is Extract<Action, { type: 'queen.treason' | 'queen.muggins' }> =>
  c.type === 'queen.treason' || (c.type === 'queen.muggins' && c.by !== 'spectator');

/** The muggins calls open now: the Opponent's (da-gucci: treason) and, with Spectator Muggins, a spectator's. */
export function mugginsChoices(s: GameState): Action[] {
  if (!s.mugginsOpen) return [];
  const out: Action[] = [];
  for (let g = 0; g < GLASSES; g++) {
    const sq = s.squareOf[g];
    if (sq < 0) continue;
    out.push(s.rules.muggins === 'treason' ? { type: 'queen.treason', square: sq } : { type: 'queen.muggins', square: sq });
    if (s.rules.spectatorMuggins && s.moves.length === 2) {
      out.push(
        { type: 'queen.muggins', square: sq, by: 'spectator', baseline: SOUTH },
        { type: 'queen.muggins', square: sq, by: 'spectator', baseline: NORTH },
      );
    }
  }
  return out;
}
