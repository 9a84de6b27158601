/**
 * Drawing the side panel: whose turn, the Queen's Number, the dice, both stakes as bottles, the buttons
 * for the moment, and the game log. Reads a `PanelView`; buttons call its handlers.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import { Directive, directive, PartType, type ElementPart, type PartInfo } from 'lit/directive.js';
import { repeat } from 'lit/directives/repeat.js';
import { isRollType, mustDrink, squareName, SIDES, type Action, type Choice, type GameState, type RollActionType, type Side } from '@tablero/engine';
import type { AttributeProblem } from './config.ts';
import { SIDE_CLASS } from './view-board.ts';
import { canUndo } from './allowed.ts';
import { stakeWords } from './labels.ts';
import { mugginsPrompt, prompt } from './prompts.ts';
import type { LastRoll, ViewState } from './view-state.ts';
import { capitalise, royal, says, them, whose, type Names } from './words.ts';

/** Letters of the right-to-left scripts (Hebrew, Arabic and their neighbours). */
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A sentence of the panel with the players' names isolated (`<bdi>`), when a name is written in a
 * right-to-left script: the English words, numbers and punctuation around it then keep their order.
 * Other names need nothing, and the text is returned as it is.
 */
function isolateNames(text: string, names: Names): TemplateResult | string {
  const rtl = [...new Set(names)].filter((n) => RTL.test(n)).sort((a, b) => b.length - a.length);
  if (rtl.length === 0) return text;
  const parts: (string | TemplateResult)[] = [];
  let last = 0;
  for (const m of text.matchAll(new RegExp(rtl.map(escapeRegExp).join('|'), 'g'))) {
    parts.push(text.slice(last, m.index), html`<bdi>${m[0]}</bdi>`);
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  return html`${parts}`;
}

/** What the panel shows and what its buttons do: the view's state (the log, the dice, a muggins call, the sharing form) and more. */
export interface PanelView extends ViewState {
  readonly state: GameState;
  readonly names: Names;
  /** The choices open now, and whether the person at the screen may take them. */
  readonly choices: readonly Choice[];
  readonly mugginsCalls: readonly Action[];
  /** A computer is to act (its buttons are not shown). */
  readonly computerActs: boolean;
  /**
   * Online, nobody at this screen may act now (a spectator, or the player whose turn it is not): the status
   * line says what the mover is doing, as for a computer, instead of the mover's prompt.
   */
  readonly onlooker: boolean;
  /** Computer against computer: whether it is paused, and the Play / Pause button's action. */
  readonly pause: { readonly paused: boolean; readonly toggle: () => void } | null;
  readonly interactive: boolean;
  /** A shorter panel: closed log, no hints, no stake words. */
  readonly compact: boolean;
  /**
   * Keep the moment line's place while there is none: a game a computer plays changes by itself, and a
   * moment arriving must not move the page (people's own moves may, as they cause them).
   */
  readonly reserveMoment: boolean;
  /** The square of the glass the person has picked up, or -1. */
  readonly picked: number;
  /** Change the view's state (a line highlighted, a muggins call begun or cancelled, the sharing form). */
  readonly setView: (patch: Partial<ViewState>) => void;
  readonly onAct: (choice: Choice | Action) => void;
  /** Start a new game at this screen; null where the board's game is not its own (online, the room's). */
  readonly onNewGame: (() => void) | null;
  /** At a table: the roll whose thrown faces the pickers take now, and for whom; null when none is due. */
  readonly tableThrow: { readonly roll: RollActionType; readonly who: string } | null;
  /** At a table: take the last roll back (no glass has moved since), or null when it cannot be. */
  readonly takeBack: (() => void) | null;
  /** The dice are thrown at a table (no Roll buttons: the pickers take the faces). */
  readonly tableDice: boolean;
  /** At a table: pick a face for one die of the roll being entered (the roll goes when both are in). */
  readonly pickFace: (die: number, face: number) => void;
}

const TITLE = (s: GameState): string => `${royal(s)}'s Number`;

/**
 * The last big moment, above the headline, so it shows on a compact board too (whose log is closed). The
 * live region has read it already, so it is not announced again.
 */
export function renderMoment(v: PanelView): TemplateResult | typeof nothing {
  if (!v.moment && !v.reserveMoment) return nothing;
  // Reserved: the line is there (empty between moments), so a moment's arrival moves nothing below it.
  return html`<p class="moment ${v.moment ? '' : 'none'}" part="moment">${isolateNames(v.moment ?? '', v.names)}</p>`;
}

/** Whose turn, and what they are asked to do. */
export function renderStatus(v: PanelView): TemplateResult {
  const s = v.state;
  // A muggins call being made: the caller acts now, not the Player.
  const caller = v.mugginsBy ? (v.mugginsBy === 'spectator' ? null : ((s.player ^ 1) as Side)) : undefined;
  const side = caller ?? (s.phase === 'refill' ? s.filler : s.phase === 'treason' ? ((s.player ^ 1) as Side) : s.player);
  const tableRoll = s.phase === 'queenNumber' || s.phase === 'initiative' || caller === null;
  return html`<p class="status" part="status">
    ${tableRoll || s.phase === 'over' ? nothing : html`<span class="turn-marker ${SIDE_CLASS[side]}" aria-hidden="true"></span>`}
    ${isolateNames(caller === undefined ? prompt(s, v.names, v.computerActs || v.onlooker, v.picked) : mugginsPrompt(s, v.names, v.mugginsBy ?? 'opponent', v.mugginsSquare), v.names)}
  </p>`;
}

/** The Queen's Number and the dice. */
export function renderFacts(v: PanelView): TemplateResult {
  const s = v.state;
  const last = v.lastRoll;
  const dice = last?.dice ?? s.dice ?? s.initiative;
  // A Queen's roll of a number that cannot be hers (7, 11): the spectators roll again.
  const reroll = s.queen === 0 && last?.roll === 'queen' ? `${last.dice[0] + last.dice[1]} rolled, roll again` : 'not yet rolled';
  return html`<div class="facts" part="facts">
    ${s.rules.queen === 'none' ? nothing : html`<span class="queen" part="queen">${TITLE(s)}: ${s.queen || reroll}</span>`}
    <span class="dice" part="dice" role="img" aria-label=${dice ? diceWords(dice, last, s, v.names) : 'Dice not rolled yet'}>
      ${repeat(
        // One item keyed by the roll's number: each roll draws the dice anew, so they tumble again.
        [v.rollCount],
        (n) => n,
        () => html`${renderDie(dice ? dice[0] : 0, dice !== null)}${renderDie(dice ? dice[1] : 0, dice !== null)}`,
      )}
    </span>
  </div>`;
}

/** The dice in words, for a screen reader: whose roll it was and its faces. */
function diceWords(dice: readonly number[], last: LastRoll | null, s: GameState, names: Names): string {
  if (!last) return `Dice: ${dice[0]} and ${dice[1]}`;
  switch (last.roll) {
    case 'queen':
      return `Dice: the spectators rolled ${dice[0]} and ${dice[1]} for the ${TITLE(s)}`;
    case 'initiative':
      return `Dice: to see who starts, ${them(names[0])} rolled ${dice[0]} and ${them(names[1])} rolled ${dice[1]}`;
    default:
      return `Dice: ${names[last.by]} rolled ${dice[0]} and ${dice[1]}${last.roll === 'run' ? ' for the run' : ''}`;
  }
}

const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  0: [],
  1: [[20, 20]],
  2: [
    [11, 11],
    [29, 29],
  ],
  3: [
    [11, 11],
    [20, 20],
    [29, 29],
  ],
  4: [
    [11, 11],
    [29, 11],
    [11, 29],
    [29, 29],
  ],
  5: [
    [11, 11],
    [29, 11],
    [20, 20],
    [11, 29],
    [29, 29],
  ],
  6: [
    [11, 10],
    [29, 10],
    [11, 20],
    [29, 20],
    [11, 30],
    [29, 30],
  ],
};

function renderDie(face: number, rolled: boolean): TemplateResult {
  return html`<svg class="die ${rolled ? 'rolled' : ''}" part="die" viewBox="0 0 40 40" aria-hidden="true">
    <rect x="2" y="2" width="36" height="36" rx="7" />
    ${PIPS[face].map(([x, y]) => svg`<circle cx=${x} cy=${y} r="4" />`)}
  </svg>`;
}

/** Both stakes: a bottle per bottle (its level is the shots left in it), and a line in words. */
export function renderStakes(v: PanelView): TemplateResult {
  const s = v.state;
  // Shots given to spectators (a shared pull, a spectator's muggins) count too, once there are any.
  const spectators = s.drunk[2] ?? 0;
  return html`<div class="stakes" part="stakes">
    ${SIDES.map((side) => renderStake(s, side, v.names, v.compact))}
    ${spectators > 0 ? html`<span class="spectators" part="spectators"><span class="who">Spectators</span> <span class="drunk">drunk ${spectators}</span></span>` : nothing}
  </div>`;
}

function renderStake(s: GameState, side: Side, names: Names, compact: boolean): TemplateResult {
  const colour = SIDE_CLASS[side];
  const per = s.rules.shotsPerBottle;
  const bottles = s.rules.noScore ? [] : Array.from({ length: s.rules.bottles }, (_, i) => Math.max(0, Math.min(per, per * (i + 1) - s.poured[side])));
  const open = s.rules.noScore ? -1 : Math.min(s.rules.bottles - 1, Math.max(0, Math.ceil(s.poured[side] / per) - 1));
  return html`<div class="stake" part="stake ${colour}">
    <span class="who"><span class="swatch ${colour}" aria-hidden="true"></span>${names[side]}</span>
    <span class="drunk">drunk ${s.drunk[side]}</span>
    <span class="bottles" aria-hidden="true">
      ${bottles.map(
        (left, i) =>
          html`<svg class="bottle ${i === open && s.poured[side] > 0 && left > 0 ? 'open' : ''}" part="bottle" viewBox="0 0 20 40">
            <rect class="level ${colour}" x="3" y=${14 + 24 * (1 - left / per)} width="14" height=${24 * (left / per)} />
            <path class="outline" d="M8 2 H12 V10 L17 14 V38 H3 V14 L8 10 Z" />
          </svg>`,
      )}
    </span>
    <span class=${compact ? 'sr-only' : 'stake-words'}>${stakeWords(s, side)}</span>
  </div>`;
}

/** The buttons for this moment. */
export function renderControls(v: PanelView): TemplateResult {
  const s = v.state;
  if (!v.interactive) return html``;
  if (s.phase === 'over') {
    if (!v.onNewGame) return html``;
    return html`<div class="controls" part="controls"><button part="button new-game" @click=${v.onNewGame}>New game</button></div>`;
  }
  if (v.mugginsBy) return renderMugginsPick(v);
  const buttons: TemplateResult[] = [];
  if (v.pause) {
    const { paused, toggle } = v.pause;
    buttons.push(html`<button part="button pause" class=${paused ? '' : 'secondary'} @click=${toggle}>${paused ? 'Play' : 'Pause'}</button>`);
  }
  if (v.tableThrow) buttons.push(renderThrow(v, v.tableThrow));
  else if (v.computerActs) {
    buttons.push(html`<p class="hint">${v.pause?.paused ? 'Paused.' : 'The computer is thinking…'}</p>`);
  } else {
    for (const c of v.choices) {
      // At a table a roll is entered with the pickers, not rolled by a button.
      const b = v.tableDice && isRollType(c.type) ? null : choiceButton(c, v);
      if (b) buttons.push(b);
    }
    if (v.takeBack) buttons.push(html`<button class="secondary" part="button take-back" @click=${v.takeBack}>Take back the roll (wrong faces)</button>`);
    // Only for the person who may act here (online, the other side's player and spectators only watch).
    if (s.phase === 'moving' && canUndo(s) && v.choices.length > 0) {
      buttons.push(html`<button class="secondary" part="button undo" @click=${() => v.onAct({ type: 'move.undo' })}>Take back the first move</button>`);
    }
  }
  const mugginsOpen = v.mugginsCalls.length > 0;
  const spectator = v.mugginsCalls.some((c) => c.type === 'queen.muggins' && c.by === 'spectator');
  return html`<div class="controls" part="controls">
      ${buttons}
      ${
        mugginsOpen
          ? html`<button part="button muggins" @click=${muggins(v, 'opponent')}>
              ${s.rules.muggins === 'treason' ? 'Treason to the Queen!' : 'Muggins!'} (${v.names[s.player ^ 1]})
            </button>`
          : nothing
      }
      ${spectator ? html`<button part="button muggins" @click=${muggins(v, 'spectator')}>A spectator calls muggins</button>` : nothing}
    </div>
    ${s.phase === 'sharing' && !v.computerActs && v.choices.length > 0 ? renderShare(v) : nothing}
    ${s.phase === 'moving' && !v.computerActs && !v.compact && v.choices.length > 0 ? html`<p class="hint">Pick a glass, then its square: tap, drag, or use the arrow keys and Enter.</p>` : nothing}
    ${s.phase === 'queenToast' && !v.computerActs && !v.compact && v.choices.length > 0 ? html`<p class="hint">${toastHint(v)}</p>` : nothing}`;
}

/** What the dice are thrown for, in the pickers' heading. */
const THROWN_FOR: Readonly<Record<RollActionType, string>> = {
  'queen.roll': "the Queen's Number (a spectator throws)",
  'initiative.roll': 'who starts: South throws one die, North the other',
  'dice.roll': 'a turn',
  'run.roll': 'the run',
};

/**
 * The dice pickers (real dice thrown at a table): two rows of six big faces, one row a die. The first
 * pick fills the first die, the second sends the roll; keys 1 to 6 pick too, and Backspace clears.
 */
function renderThrow(v: PanelView, t: { readonly roll: RollActionType; readonly who: string }): TemplateResult {
  const s = v.state;
  const initiative = t.roll === 'initiative.roll';
  const label = (die: number): string => (initiative ? `${v.names[die]}'s die` : die === 0 ? 'First die' : 'Second die');
  const heading = t.roll === 'queen.roll' ? `Enter the dice thrown for ${THROWN_FOR[t.roll]}` : `${t.who}: enter the dice thrown for ${THROWN_FOR[t.roll]}`;
  return html`<div class="throw" part="throw" role="group" aria-label=${heading}>
    <p class="throw-heading">${isolateNames(heading, v.names)}</p>
    ${[0, 1].map(
      (die) =>
        html`<div class="throw-die" role="radiogroup" aria-label=${label(die)}>
          <span class="throw-label">${isolateNames(label(die), v.names)}${v.thrown[die] ? `: ${v.thrown[die]}` : ''}</span>
          ${[1, 2, 3, 4, 5, 6].map(
            (face) =>
              html`<button
                part="button face"
                class="face ${v.thrown[die] === face ? 'picked' : ''}"
                role="radio"
                aria-checked=${v.thrown[die] === face ? 'true' : 'false'}
                aria-label=${`${face}`}
                @click=${() => v.pickFace(die, face)}
              >
                ${renderDie(face, false)}
              </button>`,
          )}
        </div>`,
    )}
    ${v.thrown.some((f) => f) ? html`<button class="secondary" part="button clear" @click=${() => v.setView({ thrown: [] })}>Clear</button>` : nothing}
    ${v.compact ? nothing : html`<p class="hint">Tap the faces that came up (or type them, 1 to 6). ${s.phase === 'moving' ? '' : 'A roll entered wrongly can be taken back before a glass moves.'}</p>`}
  </div>`;
}

/** The hint for a Queen's (Prophet's) toast: the glass, then (moving like rooks) the empty square it goes to. */
function toastHint(v: PanelView): string {
  const s = v.state;
  if (s.rules.movement !== 'rook') return `Tap the glass to drink to the ${royal(s)}.`;
  return v.picked >= 0
    ? 'Tap the empty square the glass goes to (Escape puts it back).'
    : `Tap the glass to drink to the ${royal(s)}, then the empty square it goes to.`;
}

/** A button for one choice, or null for choices made on the board itself. */
function choiceButton(c: Choice, v: PanelView): TemplateResult | null {
  const s = v.state;
  const names = v.names;
  const act = () => v.onAct(c);
  const b = (label: string, part: string, secondary = false) =>
    html`<button class=${secondary ? 'secondary' : ''} part="button ${part}" @click=${act}>${label}</button>`;
  switch (c.type) {
    case 'queen.roll':
      return b(`Roll for the ${TITLE(s)}`, 'roll');
    case 'initiative.roll':
      // anarchist rolls again after a line resets the board.
      return b(s.tally.rolls > 0 ? 'Roll to start again' : 'Roll for the first turn', 'roll');
    case 'initiative.choose':
      return b(says(names[c.starter], 'starts'), 'choose');
    case 'centre.fill':
      return b('Fill the centre glass', 'fill');
    case 'dice.roll':
      // In the treason moment the dice are in the air and the Opponent lets them land.
      if (s.phase === 'treason') return b('Let the dice fly', 'let-fly', true);
      return b(s.rollsThisTurn > 0 ? 'Roll again' : 'Roll the dice', 'roll');
    case 'dice.lift':
      // da-gucci: the same Roll button; with the Queen uncalled it opens the Opponent's treason call first.
      return b(s.rollsThisTurn > 0 ? 'Roll again' : 'Roll the dice', 'roll');
    case 'run.roll':
      return b('Roll for the run', 'roll');
    case 'dice.pass':
      return b(s.phase === 'passing' ? `Pass the dice to ${them(names[s.player ^ 1])}` : 'Hand the dice over', 'pass', s.phase !== 'passing');
    case 'queen.call':
      return b(`Call the ${royal(s)}!`, 'call');
    case 'glass.slash':
      return b(`Slash the glass on ${squareName(c.square)}`, 'slash', true);
    case 'pull.take': {
      const label = `Pull ${squareName(c.line[0])} to ${squareName(c.line[c.line.length - 1])} (${c.line.length})`;
      const hover = () => v.setView({ lineHover: c.line });
      return html`<button part="button pull" @click=${act} @mouseenter=${hover} @mouseleave=${() => v.setView({ lineHover: null })} @focus=${hover}>
        ${label}
      </button>`;
    }
    case 'pull.decline':
      return b('Play on', 'decline', true);
    case 'run.announce':
      return b('Run the row', 'run', true);
    case 'glasses.refill':
      if (c.square !== undefined) return null; // de-jesus: each glass is placed on the board
      return b(`Refill the glasses (${names[s.filler]})`, 'refill');
    case 'courtesy.fill':
      return b('Courtesy fill: play on', 'courtesy', true);
    case 'toast.raise':
      return b('Raise the toast', 'toast');
    default:
      // Moves, placing, toasts and sharing are made on the board or in the form.
      return null;
  }
}

/** A click handler that begins a muggins call by `by` (its glass is picked next), or cancels it (null). */
const muggins = (v: PanelView, by: ViewState['mugginsBy']) => (): void => v.setView({ mugginsBy: by, mugginsSquare: -1, selected: -1 });

const cancelButton = (v: PanelView): TemplateResult => html`<button class="secondary" part="button cancel" @click=${muggins(v, null)}>Cancel</button>`;

function renderMugginsPick(v: PanelView): TemplateResult {
  const s = v.state;
  if (v.mugginsBy === 'spectator' && v.mugginsSquare >= 0) {
    return html`<div class="controls" part="controls">
      <p class="hint">Which baseline does the glass on ${squareName(v.mugginsSquare)} go to?</p>
      ${SIDES.map(
        (side) =>
          html`<button part="button muggins" @click=${() => v.onAct({ type: 'queen.muggins', square: v.mugginsSquare, by: 'spectator', baseline: side })}>
            ${capitalise(whose(v.names[side]))} baseline
          </button>`,
      )}
      ${cancelButton(v)}
    </div>`;
  }
  const caller = v.mugginsBy === 'spectator' ? 'Spectator' : v.names[s.player ^ 1];
  return html`<div class="controls" part="controls">
    <p class="hint">${caller}: tap the glass you drink for the ${s.phase === 'treason' && v.mugginsBy === 'opponent' ? 'treason' : 'muggins'} call.</p>
    ${cancelButton(v)}
  </div>`;
}

function renderShare(v: PanelView): TemplateResult {
  const s = v.state;
  const shots = s.pull?.shots ?? 0;
  const free = shots - mustDrink(s, shots);
  const { opponent, spectators } = v.share;
  const mine = shots - opponent - spectators;
  const valid = opponent + spectators <= free;
  const input = (field: 'opponent' | 'spectators', value: number, label: string) =>
    html`<label
      >${label}
      <input
        type="number"
        min="0"
        max=${free}
        .value=${String(value)}
        @input=${(e: Event) => v.setView({ share: { ...v.share, [field]: Math.max(0, Math.min(free, Number((e.target as HTMLInputElement).value) || 0)) } })}
    /></label>`;
  return html`<form
    class="share"
    part="share"
    @submit=${(e: Event) => {
      e.preventDefault();
      if (valid) v.onAct({ type: 'pull.share', opponent, spectators });
    }}
  >
    <p class="hint">${shots} shots pulled. ${says(v.names[s.player], 'drinks')} at least ${shots - free}; give up to ${free} away.</p>
    ${input('opponent', opponent, `To ${them(v.names[s.player ^ 1])}`)} ${input('spectators', spectators, 'To the spectators')}
    <p class="hint" aria-live="polite">${valid ? `${says(v.names[s.player], 'drinks')} ${mine}.` : `Give away at most ${free}.`}</p>
    <button part="button share" ?disabled=${!valid}>Share the pull</button>
  </form>`;
}

/**
 * The game log in plain words, oldest first, kept scrolled to its newest line (at the end) unless the
 * reader has scrolled back. Lines are only ever added at the end (and the oldest dropped past the
 * limit), so the lines already drawn never move in the layout: a game a computer plays shifts nothing.
 */
export function renderLog(v: PanelView): TemplateResult {
  return html`<details class="log-box" part="log" ?open=${!v.compact}>
    <summary>Game log</summary>
    <ol class="log" start=${v.logBase + 1} tabindex="0" aria-label="Game log" ${followEnd(v.logBase + v.log.length)}>
      ${repeat(
        // Each line keyed by its number: a new line adds one item, the others stay as drawn.
        v.log,
        (_, i) => v.logBase + i,
        (line) => html`<li>${isolateNames(line, v.names)}</li>`,
      )}
    </ol>
  </details>`;
}

/**
 * Keeps a scrolling list at its end when its lines change (`lines` is a count that changes with them), as
 * long as the reader was at the end (they can scroll back to read, and stay there). The scroll is a
 * scroll, not a layout shift; other draws (a hover, a drag) leave the list alone.
 */
class FollowEnd extends Directive {
  #element: HTMLElement | null = null;
  #following = true;
  #lines = -1;
  /** The list's height when it was last scrolled to its end here (0: never). */
  #scrolledTo = 0;

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('followEnd() goes on an element');
  }

  render(_lines: number): typeof nothing {
    return nothing;
  }

  override update(part: ElementPart, [lines]: [number]): typeof nothing {
    const el = part.element as HTMLElement;
    if (el !== this.#element) {
      this.#element = el;
      el.addEventListener(
        'scroll',
        () => {
          // At the end, or where the last scroll here put it (lines drawn since then have not moved the reader).
          const end = Math.min(el.scrollHeight, this.#scrolledTo || el.scrollHeight);
          this.#following = el.scrollTop + el.clientHeight >= end - 4;
        },
        { passive: true },
      );
    }
    if (lines === this.#lines) return nothing;
    this.#lines = lines;
    // In the next frame, before it is painted, when its layout is due anyway: reading the height any
    // sooner would force a layout in the middle of the draw (on a board's first draw, its costliest step).
    if (this.#following)
      requestAnimationFrame(() => {
        el.scrollTop = el.scrollHeight;
        this.#scrolledTo = el.scrollHeight;
      });
    return nothing;
  }
}

const followEnd = directive(FollowEnd);

/** What a board shows instead of a game when an attribute cannot be used. */
export function renderProblem(p: AttributeProblem): TemplateResult {
  return html`<div class="message" part="message" role="alert">
    <strong>This Tablero board cannot start.</strong>
    <p>The <code>${p.attribute}</code> attribute is <code>"${p.value}"</code>: ${p.why}.</p>
    <p>Allowed: ${p.allowed}.</p>
  </div>`;
}
