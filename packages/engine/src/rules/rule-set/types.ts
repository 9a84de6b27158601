/**
 * The shape of resolved rules: the preset names, the kinds each rule takes, and `RuleSet`, the complete
 * rules a game runs on. Types and constant lists only, so the presets, the option table and resolve.ts all
 * read it without importing each other.
 */

/** Calling the Queen: done for the player, or left to them (with muggins for a miss). */
export const QUEEN_CALLS = ['auto', 'manual'] as const;
export type QueenCall = (typeof QUEEN_CALLS)[number];

/**
 * How a game that the score decides (de-jesus) ranks the players: by shots drunk (our reading), or by
 * coins as in the source's gambling original (the stake left plus the shots captured).
 */
export const RANKINGS = ['drunk', 'coins'] as const;
export type Ranking = (typeof RANKINGS)[number];

/** The presets, one per source rulebook. `powell` is the default. */
export const PRESETS = ['powell', 'da-gucci', 'anarchist', 'de-jesus'] as const;
export type PresetName = (typeof PRESETS)[number];

/** How glasses move: along their own file, or like a rook (one along its rank, one along its file). */
export type Movement = 'file' | 'rook';
/** How the game starts: three glasses per baseline and one in the centre, glasses on the anarchy spots, or placed by the players. */
export type StartKind = 'baselines' | 'spots' | 'placed';
/** Who starts after the initiative roll. */
export type InitiativeKind = 'high-starts' | 'high-chooses' | 'low-starts';
/** What happens to a muggins call: glasses return (powell), drink in place (anarchist), or treason before the next roll (da-gucci). */
export type MugginsKind = 'return' | 'in-place' | 'treason';
/** What happens after a pull. */
export type AfterPull = 'opponent-baseline' | 'reset-spots' | 'replenish';
/** When a player counts as skunked for a shorter pull. */
export type SkunkTest = 'last-bottle' | 'half-bottle';

/** The complete, resolved rules a game runs on. Plain data: safe to serialise. */
export interface RuleSet {
  /** The preset this was built from. */
  readonly preset: PresetName;
  readonly movement: Movement;
  /** Totals that pass the dice at once (7, 11; 12 in some rule sets). */
  readonly passNumbers: readonly number[];
  /** Doubles pass the dice at once (anarchist). */
  readonly doublesPass: boolean;
  /** The Queen's Number ("prophet" in anarchist; none in de-jesus). */
  readonly queen: 'queen' | 'prophet' | 'none';
  /** Totals re-rolled when setting the Queen's Number (powell's house rule: 7 and 11). */
  readonly queenRerolls: readonly number[];
  /** The Prophet's Number may be taken from the first initiative roll (anarchist, no spectator). */
  readonly queenFromInitiative: boolean;
  /** Calling the Queen: automatic or manual. */
  readonly queenCall: QueenCall;
  readonly muggins: MugginsKind;
  /** A spectator may call muggins too, after both glasses of the roll moved. */
  readonly spectatorMuggins: boolean;
  /** Doubles equal to the Prophet's Number may be called before the dice pass (anarchist Damon Law). */
  readonly damonLaw: boolean;
  readonly start: StartKind;
  readonly initiative: InitiativeKind;
  /** The initiative winner may hand the first turn over (anarchist Law-Law). */
  readonly lawLaw: boolean;
  /** The seven anarchy spots (anarchist), centre included. Empty for other rule sets. */
  readonly spots: readonly number[];
  /** A glass never reverses its direction within one turn (da-gucci). */
  readonly oneDirection: boolean;
  /** Smallest run of glasses that makes a pull. */
  readonly pullSize: number;
  /** A skunked player may pull one fewer (a Kendal). */
  readonly kendal: boolean;
  readonly skunkTest: SkunkTest;
  /** Which straight lines count: ranks (baselines only when `baselineLines`), files, diagonals. */
  readonly lineRanks: boolean;
  readonly lineFiles: boolean;
  readonly lineDiagonals: boolean;
  readonly baselineLines: boolean;
  /** All seven on a long diagonal is a line. */
  readonly fullDiagonal: boolean;
  /** Chevrons of all seven that count: 0, 2 (toward either baseline) or 4 (and toward either side). */
  readonly chevrons: 0 | 2 | 4;
  /** Pulling is compulsory once a line stands (anarchist). */
  readonly pullCompulsory: boolean;
  /** The puller drinks at least half (rounded up), or all of it. */
  readonly share: 'half' | 'all';
  readonly afterPull: AfterPull;
  /** A row of all seven may be run instead of taken (de-jesus). */
  readonly runs: boolean;
  /** Shots the opponent stakes on each run. */
  readonly runStake: number;
  /** After the first roll of a turn the Player may hand the dice over (de-jesus). */
  readonly voluntaryPass: boolean;
  /** Glasses a mover may drink on landing on an anarchy spot (anarchist). */
  readonly slashing: boolean;
  /** The new Player fills every empty glass when the dice pass (anarchist). */
  readonly fillOnPass: boolean;
  /** The winner is who drank the most (de-jesus), not who kept the last shot. */
  readonly mostDrunkWins: boolean;
  /** Where the score decides the game (`mostDrunkWins`): ranked by shots drunk, or by coins (stake left plus shots captured). */
  readonly ranking: Ranking;
  /** Winner may courtesy-fill a loser's glasses and play on. */
  readonly courtesyFills: boolean;
  /**
   * One Man's Poison: the players swapped equal stakes; glasses stand empty on the board, and each shot
   * is poured just before it is drunk by the side not drinking it, from its stake (see stakes.ts). A
   * side that must pour and cannot has lost.
   */
  readonly onePoison: boolean;
  /** No-score game: stakes never run out, nobody wins. */
  readonly noScore: boolean;
  /** Bottles per player and shots per bottle. */
  readonly bottles: number;
  readonly shotsPerBottle: number;
}
