/**
 * Where each event of the turn machine really leads, seen in games played on the machine itself: seeded
 * games of every rule set (automatic and manual calling, Spectator Muggins) with choices drawn among
 * the legal ones, muggins calls included. The turn diagram draws these arrows instead of the machine's
 * router (`play.next`), where the engine's new state decides the next step. Deterministic: the same
 * games every build.
 */
import { SimulatedClock } from 'xstate';
import { PRESETS, Xoshiro128, legalChoices, mugginsChoices, type Action, type Choice, type GameSetup } from '@tablero/engine';
import { greedyBot } from '@tablero/engine/bots';
import { createTableroActor, momentOf } from '@tablero/engine/machine';
import type { TurnEdge } from './turn-diagram.ts';

const SETUPS: readonly GameSetup[] = PRESETS.flatMap((rules): GameSetup[] =>
  rules === 'de-jesus'
    ? [{ rules, options: { shotsPerBottle: 9 } }]
    : [{ rules }, { rules, options: { queenCall: 'manual', ...(rules === 'anarchist' ? {} : { spectatorMuggins: true }), bottles: 1, shotsPerBottle: 8 } }],
);

/** The transitions of the machine's `play` region seen in `games` seeded games per setup, `steps` events at most each. */
export function playedTurns(games = 6, steps = 400): TurnEdge[] {
  const seen = new Map<string, TurnEdge>();
  SETUPS.forEach((setup, n) => {
    for (let seed = 1; seed <= games; seed++) {
      const actor = createTableroActor({ clock: new SimulatedClock(), input: { setup, dice: { kind: 'seeded', seed: seed * 7919 + n } } });
      const rng = new Xoshiro128(seed * 31 + n);
      for (let i = 0; i < steps; i++) {
        const game = actor.getSnapshot().context.game;
        if (game.phase === 'over') break;
        const calls = mugginsChoices(game);
        let event: Choice | Action;
        if (calls.length && rng.below(3) === 0) event = calls[rng.below(calls.length)];
        else if (rng.below(2) === 0) event = greedyBot.choose(game, rng);
        else {
          const choices = legalChoices(game);
          event = choices[rng.below(choices.length)];
        }
        const from = `play.${momentOf(game)}`;
        actor.send(event);
        const after = actor.getSnapshot().context.game;
        if (after === game) continue;
        const edge = { from, to: `play.${momentOf(after)}`, event: event.type };
        seen.set(`${edge.from}|${edge.to}|${edge.event}`, edge);
      }
      actor.stop();
    }
  });
  return [...seen.values()];
}
