/**
 * The turn flow as a picture, drawn from the turn machine itself: `turnDiagram(tableroMachine, TURN_WORDS)`
 * walks the statechart's definition (its states, and each state's transitions with their targets: events,
 * eventless `always`, delayed `after`, an invoked actor's done and error) and lays it out as an SVG, with
 * the same flow as a list of steps in words beside it. Nothing here knows the machine's states by name, so
 * the picture follows the machine as it changes; words for new states and events go in `TURN_WORDS` (a
 * test fails while one has none, and the fallback turns its id into words meanwhile).
 *
 * Pure: no DOM, no timers. The rulebook draws it at build time, Storybook in the browser. The layout is
 * dagre's (layers, few crossings, room for each arrow's words).
 */
import dagre from '@dagrejs/dagre';
import { capitalise } from '@tablero/board/headless';

/** The parts of an xstate `StateNode` the walk reads (an xstate machine's `root` fits). */
export interface ChartNode {
  readonly key: string;
  readonly path: readonly string[];
  readonly type: string;
  readonly states: Readonly<Record<string, ChartNode>>;
  /** Every transition of the state, by event type (including `xstate.after.*` and `xstate.done.*`). */
  readonly transitions: ReadonlyMap<string, readonly ChartTransition[]>;
  readonly always?: readonly ChartTransition[];
  readonly initial?: { readonly target: readonly ChartNode[] };
}

/** One transition: where it goes (nothing for one that stays). */
export interface ChartTransition {
  readonly target?: readonly ChartNode[] | undefined;
}

/** A machine, as far as the walk needs it. */
export interface Chart {
  readonly root: ChartNode;
}

/** Words for the diagram: a state's by its path (`play.moving.firstDie`), an event's by its key (`eventKey`). */
export interface TurnWords {
  readonly states: Readonly<Record<string, string>>;
  readonly events: Readonly<Record<string, string>>;
}

/** A state drawn as a box: a leaf of the chart (a region is a heading, a state with states is its leaves). */
export interface TurnNode {
  /** The state's path, dot-joined: `play.moving.firstDie`. */
  readonly id: string;
  /** The region it belongs to (the first part of the path in a parallel chart), or '' for none. */
  readonly region: string;
}

/** An arrow: an event (or `always`, `after`, `done.<actor>`) that can lead from one state to another. */
export interface TurnEdge {
  readonly from: string;
  readonly to: string;
  readonly event: string;
}

/** The chart's states and transitions. */
export interface TurnGraph {
  readonly regions: readonly string[];
  readonly nodes: readonly TurnNode[];
  readonly edges: readonly TurnEdge[];
  /** Each region's first state. */
  readonly initial: Readonly<Record<string, string>>;
}

/** One step of the text list: a state, and where each of its events leads. */
export interface TurnStep {
  readonly id: string;
  readonly words: string;
  readonly current: boolean;
  readonly exits: readonly { readonly event: string; readonly words: string; readonly to: readonly string[] }[];
}

/** The diagram: SVG markup, the steps in words, and the same steps as an HTML list. */
export interface TurnDiagram {
  readonly svg: string;
  readonly steps: readonly TurnStep[];
  readonly listHtml: string;
  readonly width: number;
  readonly height: number;
}

export interface TurnDiagramOptions {
  /** The state to highlight: a path, whole (`play.roll`) or within its region (`roll`, `moving.firstDie`). */
  readonly current?: string;
  /** A prefix for the SVG's element ids, when a page shows more than one diagram. */
  readonly idPrefix?: string;
  /** Transitions seen in games played on the machine, to draw events straight to where they led (see \`turnGraph\`). */
  readonly played?: readonly TurnEdge[];
  /** The SVG's title (read by screen readers). */
  readonly title?: string;
}

/**
 * The key an event type is worded by: its own name (`dice.roll`), `after` for a delayed transition,
 * `done.<actor>` and `error.<actor>` for an invoked actor's ending, `done.state` for a state's.
 */
export function eventKey(type: string): string {
  if (type.startsWith('xstate.after.')) return 'after';
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor) return `${actor[1]}.${actor[2]}`;
  if (type.startsWith('xstate.done.state.')) return 'done.state';
  return type;
}

/** An id in words, for states and events without words yet: `moving.firstDie` -> "moving first die". */
export function idToWords(id: string): string {
  return id
    .split('.')
    .map((part) =>
      part
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/[-_]/g, ' ')
        .toLowerCase(),
    )
    .join(' ');
}

/** The states and transitions of a chart: every leaf state, and an edge per event and target. */
export function turnGraph(machine: Chart, played: readonly TurnEdge[] = []): TurnGraph {
  const root = machine.root;
  const parallel = root.type === 'parallel';
  const regions = parallel ? Object.keys(root.states) : [''];
  const nodes: TurnNode[] = [];
  const edges: TurnEdge[] = [];
  const seen = new Set<string>();
  const idOf = (n: ChartNode): string => n.path.join('.');
  const regionOf = (n: ChartNode): string => (parallel ? (n.path[0] ?? '') : '');
  const leaves = (n: ChartNode): ChartNode[] => {
    const children = Object.values(n.states);
    return children.length === 0 ? [n] : children.flatMap(leaves);
  };
  // A transition into a state with states enters its first one (a parallel one: each region's first).
  const entered = (n: ChartNode): ChartNode[] => {
    if (Object.keys(n.states).length === 0) return [n];
    if (n.type === 'parallel') return Object.values(n.states).flatMap(entered);
    const first = n.initial?.target ?? [];
    return first.length ? first.flatMap(entered) : leaves(n).slice(0, 1);
  };
  const add = (from: ChartNode, event: string, transitions: readonly ChartTransition[] | undefined): void => {
    for (const t of transitions ?? []) {
      for (const target of t.target ?? []) {
        for (const to of entered(target)) {
          const key = `${idOf(from)}|${idOf(to)}|${event}`;
          if (seen.has(key)) continue;
          seen.add(key);
          edges.push({ from: idOf(from), to: idOf(to), event });
        }
      }
    }
  };
  const initial: Record<string, string> = {};
  for (const region of regions) {
    const top = region ? root.states[region] : root;
    const all = leaves(top);
    for (const leaf of all) nodes.push({ id: idOf(leaf), region: regionOf(leaf) });
    initial[region] = idOf(entered(top)[0] ?? all[0]);
    // A leaf takes the transitions of every state around it, from the machine's root down to itself.
    for (const leaf of all) {
      // (A parallel machine's own events, such as pausing the computers, belong to no step: not drawn.)
      const chain: ChartNode[] = [root];
      for (const key of leaf.path) chain.push(chain[chain.length - 1].states[key]);
      if (parallel) chain.shift();
      for (const n of chain) {
        for (const [type, transitions] of n.transitions) add(leaf, eventKey(type), transitions);
        add(leaf, 'always', n.always);
      }
    }
  }
  return { regions, nodes, edges: throughRouters(nodes, edges, played), initial };
}

/**
 * A state that routes to many others at once (a router: the machine's \`play.next\`, where the engine's new
 * state decides the next step) hides where an event really leads. Where \`played\` (transitions seen in
 * games played on the machine) shows an event's destinations, the arrow through the router is replaced
 * by arrows straight to them; the router keeps its own arrows.
 */
function throughRouters(nodes: readonly TurnNode[], edges: readonly TurnEdge[], played: readonly TurnEdge[]): TurnEdge[] {
  if (!played.length) return [...edges];
  const routers = new Set(
    nodes.map((n) => n.id).filter((id) => new Set(edges.filter((e) => e.from === id && e.event === 'always').map((e) => e.to)).size > ROUTER_FANOUT),
  );
  const out: TurnEdge[] = [];
  const seen = new Set<string>();
  const push = (e: TurnEdge): void => {
    const key = `${e.from}|${e.to}|${e.event}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(e);
    }
  };
  for (const e of edges) {
    if (!routers.has(e.to) || e.event === 'always' || routers.has(e.from)) {
      push(e);
      continue;
    }
    // An event never seen in play keeps its words in its box, and no arrow.
    for (const p of played) if (p.from === e.from && p.event === e.event) push(p);
  }
  return out;
}

// ---- Layout -------------------------------------------------------------------------------------

const NODE_W = 146;
const LINE_H = 17;
const EVENT_LINE_H = 14.5;
const MARGIN = 16;
const HEADING = 30;
/** Characters on a line: a state's box, an arrow's label. */
const NODE_CHARS = 16;
const EVENT_CHARS = 21;
/** A state whose eventless transitions fan out to more states than this routes (a start that resumes anywhere): one arrow is drawn. */
const ROUTER_FANOUT = 3;

interface Arrow {
  readonly from: string;
  readonly to: string;
  readonly events: string[];
}

/** Arrows between two states of one region, the events between the same two states in one arrow. */
function arrowsOf(graph: TurnGraph, region: string): Arrow[] {
  const inRegion = new Set(graph.nodes.filter((n) => n.region === region).map((n) => n.id));
  const byPair = new Map<string, Arrow>();
  const routers = new Set<string>();
  for (const id of inRegion) {
    const fan = new Set(graph.edges.filter((e) => e.from === id && e.event === 'always').map((e) => e.to));
    if (fan.size > ROUTER_FANOUT) routers.add(id);
  }
  const routed = new Set<string>();
  for (const e of graph.edges) {
    if (!inRegion.has(e.from) || !inRegion.has(e.to)) continue;
    if (routers.has(e.from) && e.event === 'always') {
      if (routed.has(e.from)) continue;
      routed.add(e.from);
    }
    const key = `${e.from}|${e.to}`;
    const arrow = byPair.get(key) ?? { from: e.from, to: e.to, events: [] };
    if (!arrow.events.includes(e.event)) arrow.events.push(e.event);
    byPair.set(key, arrow);
  }
  return [...byPair.values()];
}

interface Point {
  readonly x: number;
  readonly y: number;
}

/** A smooth path through points (a B-spline, as d3's curveBasis draws it). */
function basis(points: readonly Point[]): string {
  const f = (n: number): string => String(Math.round(n * 10) / 10);
  if (points.length < 3) return `M ${points.map((p) => `${f(p.x)} ${f(p.y)}`).join(' L ')}`;
  const [p0, p1] = points;
  let d = `M ${f(p0.x)} ${f(p0.y)} L ${f((5 * p0.x + p1.x) / 6)} ${f((5 * p0.y + p1.y) / 6)}`;
  for (let i = 2; i < points.length; i++) {
    const a = points[i - 2];
    const b = points[i - 1];
    const c = points[i];
    d += ` C ${f((2 * a.x + b.x) / 3)} ${f((2 * a.y + b.y) / 3)}, ${f((a.x + 2 * b.x) / 3)} ${f((a.y + 2 * b.y) / 3)}, ${f((a.x + 4 * b.x + c.x) / 6)} ${f((a.y + 4 * b.y + c.y) / 6)}`;
  }
  const y = points[points.length - 2];
  const z = points[points.length - 1];
  d += ` C ${f((2 * y.x + z.x) / 3)} ${f((2 * y.y + z.y) / 3)}, ${f((y.x + 2 * z.x) / 3)} ${f((y.y + 2 * z.y) / 3)}, ${f(z.x)} ${f(z.y)}`;
  return d;
}

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Up to `most` lines of at most `max` characters, broken at spaces (the last one cut with "…" when there is more). */
function wrap(text: string, max: number, most = 3): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > most) return [...lines.slice(0, most - 1), `${lines[most - 1]}…`];
  return lines;
}

/** "a, b or c". */
const orList = (items: readonly string[]): string => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`);

/**
 * The turn flow of a machine as an SVG (each region's states as boxes in layers, an arrow per pair of
 * states labelled with its events) and as a list of steps, in `words`. `current` is highlighted.
 */
export function turnDiagram(machine: Chart, words: TurnWords, options: TurnDiagramOptions = {}): TurnDiagram {
  const graph = turnGraph(machine, options.played);
  // Without words, a state's path is worded within its region (a region by its own name).
  const stateWords = (id: string): string => words.states[id] ?? idToWords(graph.regions[0] && id.includes('.') ? id.slice(id.indexOf('.') + 1) : id);
  const eventWords = (key: string): string => words.events[key] ?? idToWords(key);
  const isCurrent = (id: string): boolean => {
    const c = options.current;
    if (!c) return false;
    const node = graph.nodes.find((n) => n.id === id);
    return id === c || (node !== undefined && node.region !== '' && id === `${node.region}.${c}`);
  };
  const prefix = options.idPrefix ?? 'turn-diagram';
  const title = options.title ?? 'The turn, step by step, as the board plays it';

  const parts: string[] = [];
  let top = MARGIN;
  let width = 0;
  for (const region of graph.regions) {
    const g = new dagre.graphlib.Graph({ multigraph: false });
    // A tight tree and little room between boxes: the machine's many arrows still fit a 700-pixel column.
    g.setGraph({ rankdir: 'TB', ranker: 'tight-tree', nodesep: 12, ranksep: 36, edgesep: 4 });
    g.setDefaultEdgeLabel(() => ({}));
    // A box: the state's words, then (smaller) the events that can happen there; the arrows say where they lead.
    const boxes = new Map<string, { title: string[]; events: string[] }>();
    for (const n of graph.nodes.filter((n) => n.region === region)) {
      const title = wrap(capitalise(stateWords(n.id)), NODE_CHARS);
      const own = [...new Set(graph.edges.filter((e) => e.from === n.id && e.event !== 'always').map((e) => eventWords(e.event)))];
      const events = own.length ? wrap(own.join(' · '), EVENT_CHARS, 5) : [];
      boxes.set(n.id, { title, events });
      g.setNode(n.id, { width: NODE_W, height: title.length * LINE_H + events.length * EVENT_LINE_H + (events.length ? 22 : 16) });
    }
    for (const a of arrowsOf(graph, region)) if (a.from !== a.to) g.setEdge(a.from, a.to);
    dagre.layout(g);
    // The drawing's own bounds (an arrow may bend past the boxes), moved to the margin.
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = Infinity;
    let maxY = -Infinity;
    const extend = (x: number, y: number): void => {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    };
    for (const id of g.nodes()) {
      const n = g.node(id);
      extend(n.x - n.width / 2, n.y - n.height / 2);
      extend(n.x + n.width / 2, n.y + n.height / 2);
    }
    for (const e of g.edges()) for (const p of g.edge(e).points ?? []) extend(p.x, p.y);
    const dx = MARGIN - minX;
    if (region) parts.push(`<text class="region" x="${MARGIN}" y="${top + 18}">${escapeXml(capitalise(stateWords(region)))}</text>`);
    const dy = top + (region ? HEADING : 0) - minY;
    // Arrows first, boxes over them.
    for (const e of g.edges()) {
      const points = (g.edge(e).points ?? []).map((p: Point) => ({ x: p.x + dx, y: p.y + dy }));
      parts.push(`<path class="arrow" d="${basis(points)}" marker-end="url(#${prefix}-head)"/>`);
    }
    for (const id of g.nodes()) {
      const n = g.node(id);
      const { title, events } = boxes.get(id) ?? { title: [], events: [] };
      const current = isCurrent(id);
      const cx = n.x + dx;
      const x = cx - n.width / 2;
      const y = n.y - n.height / 2 + dy;
      const text = [
        ...title.map((l, i) => `<text x="${cx}" y="${y + 8 + LINE_H * (i + 0.75)}">${escapeXml(l)}</text>`),
        ...events.map((l, i) => `<text class="event" x="${cx}" y="${y + 14 + title.length * LINE_H + EVENT_LINE_H * (i + 0.75)}">${escapeXml(l)}</text>`),
      ];
      parts.push(
        `<g class="state${current ? ' current' : ''}" data-state="${escapeXml(id)}"><rect x="${x}" y="${y}" width="${n.width}" height="${n.height}" rx="10"/>${text.join('')}</g>`,
      );
    }
    width = Math.max(width, Math.ceil(maxX - minX + 2 * MARGIN));
    top = dy + Math.ceil(maxY) + MARGIN * 2;
  }
  const height = top;

  const steps: TurnStep[] = graph.nodes.map((n) => {
    const exits = new Map<string, string[]>();
    for (const e of graph.edges) if (e.from === n.id) exits.set(e.event, [...(exits.get(e.event) ?? []), e.to]);
    return {
      id: n.id,
      words: stateWords(n.id),
      current: isCurrent(n.id),
      exits: [...exits].map(([event, to]) => ({ event, words: eventWords(event), to })),
    };
  });
  const desc = `${graph.nodes.length} steps, each a box with the events that can happen there, and arrows to where they lead; the steps are also listed in words.`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" class="turn-diagram" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="${prefix}-title ${prefix}-desc">` +
    `<title id="${prefix}-title">${escapeXml(title)}</title><desc id="${prefix}-desc">${escapeXml(desc)}</desc>` +
    `<defs><marker id="${prefix}-head" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="currentColor"/></marker></defs>` +
    `<style>${SVG_STYLE}</style>${parts.join('')}</svg>`;
  return { svg, steps, listHtml: stepsHtml(steps, graph, stateWords), width, height };
}

const SVG_STYLE = [
  '.turn-diagram{font-family:system-ui,sans-serif;color:inherit}',
  '.turn-diagram text{fill:currentColor;font-size:15px;text-anchor:middle}',
  '.turn-diagram .region{font-size:15px;font-weight:700;text-anchor:start}',
  '.turn-diagram .state rect{stroke:currentColor;stroke-width:1.5}',
  '.turn-diagram .state.current rect{fill:rgba(255,190,0,.35);stroke-width:3.5}',
  '.turn-diagram .state.current text:not(.event){font-weight:700}',
  '.turn-diagram .arrow{fill:none;stroke:currentColor;stroke-opacity:.5;stroke-width:1.3}',
  '.turn-diagram .state rect{fill:var(--turn-diagram-box,Canvas)}',
  '.turn-diagram .event{font-size:12.5px;font-style:italic}',
].join('');

/** The steps as an HTML list: each state, then where each of its events leads. */
function stepsHtml(steps: readonly TurnStep[], graph: TurnGraph, stateWords: (id: string) => string): string {
  const out: string[] = [];
  for (const region of graph.regions) {
    const items = steps
      .filter((s) => graph.nodes.find((n) => n.id === s.id)?.region === region)
      .map((s) => {
        const exits = s.exits
          .map((x) => {
            // A start that routes to every step says so once.
            if (x.event === 'always' && x.to.length > ROUTER_FANOUT)
              return `<li>${escapeXml(capitalise(x.words))}: to the step the game is at (${escapeXml(stateWords(x.to[0]))}, for a new game)</li>`;
            const targets = x.to.filter((t) => t !== s.id).map((t) => stateWords(t));
            const stays = x.to.includes(s.id);
            const where = targets.length ? `to ${orList(targets)}${stays ? ', or stays here' : ''}` : 'stays here';
            return `<li>${escapeXml(capitalise(x.words))}: ${escapeXml(where)}</li>`;
          })
          .join('');
        return `<li${s.current ? ' aria-current="step" class="current"' : ''} data-state="${escapeXml(s.id)}"><strong>${escapeXml(capitalise(s.words))}</strong>${s.current ? ' (now)' : ''}${exits ? `<ul>${exits}</ul>` : ''}</li>`;
      })
      .join('');
    out.push(`${region ? `<p class="turn-region"><strong>${escapeXml(capitalise(stateWords(region)))}</strong></p>` : ''}<ol class="turn-steps">${items}</ol>`);
  }
  return out.join('');
}

/** The rulebook's words for the turn machine's states and events (`tableroMachine`). */
export const TURN_WORDS: TurnWords = {
  states: {
    play: 'A game, step by step',
    'play.next': 'a new game begins, a saved one resumes, or the rules decide the next step',
    'play.queenNumber': "a spectator rolls for the Queen's Number",
    'play.initiative': 'each player rolls a die to start',
    'play.initiativeChoice': 'the high roller names who starts',
    'play.centre': 'the starter fills the centre glass',
    'play.placing': 'the players place their glasses',
    'play.roll': 'the Player rolls the dice',
    'play.treason': 'the dice are in the air: treason?',
    'play.queenToast': 'a glass is drunk to the Queen',
    'play.moving.firstDie': 'move a glass by one die',
    'play.moving.secondDie': 'move another glass by the other die',
    'play.pullDecision': 'a line stands: pull it or play on',
    'play.sharing': 'the puller shares the shots',
    'play.run': 'a run of seven is on',
    'play.refill': 'the emptied glasses are refilled',
    'play.passing': 'the dice pass to the Opponent',
    'play.toastRound': "a fill failed: the winner's toast",
    'play.over': 'the game is over',
    seat: 'Beside every step: who acts',
    'seat.route': 'the board works out who acts',
    'seat.person': 'a person at the screen acts',
    'seat.computer.held': 'the computer waits (paused, or a missed Queen is being weighed)',
    'seat.computer.waiting': 'the computer pauses, so people can follow',
    'seat.computer.deciding': 'the computer chooses its move',
    'seat.throwing': "at a real table: the computer's dice are thrown and entered",
    'seat.done': 'nobody: the game is over',
    watch: "Beside every step: the computer watches for a missed Queen's Number",
    'watch.idle': 'nothing to notice',
    'watch.noticing': 'the computer may notice the miss, and call it',
    muggins: 'Beside every step: the muggins window',
    'muggins.closed': 'no call can be made',
    'muggins.open': 'the Opponent may call muggins',
  },
  events: {
    always: 'at once',
    after: 'after a pause',
    'computer.decided': 'its choice is played',
    'computers.hold': 'pause or play the computers',
    'computers.delay': "change the computer's pause",
    'dice.takeBack': 'take the roll back',
    'queen.roll': "roll for the Queen's Number",
    'initiative.roll': 'roll to start',
    'initiative.choose': 'name who starts',
    'centre.fill': 'fill the centre glass',
    'glass.place': 'place a glass',
    'dice.roll': 'roll the dice',
    'dice.lift': 'go to roll',
    'dice.pass': 'pass the dice',
    'queen.call': 'call the Queen',
    'queen.muggins': 'muggins!',
    'queen.treason': 'treason!',
    'queen.toast': 'drink to the Queen',
    'glass.slash': 'slash a glass',
    'glass.move': 'move a glass',
    'move.undo': 'take the first move back',
    'pull.take': 'pull',
    'pull.decline': 'play on',
    'pull.share': 'share the pull',
    'run.announce': 'run the row',
    'run.roll': 'roll for the run',
    'glasses.refill': 'refill the glasses',
    'courtesy.fill': 'courtesy fill',
    'toast.raise': 'raise the toast',
  },
};

/**
 * The turn flow as a Mermaid state diagram (for Markdown that renders Mermaid, such as the engine's
 * README): the `play` region's steps, each event drawn to where it led in `played`, in the words given.
 * A test keeps the README's copy equal to this, so it cannot drift from the machine either.
 */
export function turnMermaid(machine: Chart, words: TurnWords, played: readonly TurnEdge[]): string {
  const graph = turnGraph(machine, played);
  const inPlay = graph.nodes.filter((n) => n.region === 'play' && n.id !== 'play.next');
  const short = (id: string): string => id.slice('play.'.length).replace('.', '_');
  const lines = ['stateDiagram-v2'];
  for (const n of inPlay) lines.push(`  state "${capitalise(words.states[n.id] ?? idToWords(n.id))}" as ${short(n.id)}`);
  lines.push(`  [*] --> ${short(graph.initial.play === 'play.next' ? 'play.queenNumber' : graph.initial.play)}`);
  const ids = new Set(inPlay.map((n) => n.id));
  const arrows = new Map<string, string[]>();
  for (const e of graph.edges) {
    if (!ids.has(e.from) || !ids.has(e.to) || e.event === 'always') continue;
    const key = `${short(e.from)} --> ${short(e.to)}`;
    const list = arrows.get(key) ?? [];
    const w = words.events[e.event] ?? idToWords(e.event);
    if (!list.includes(w)) list.push(w);
    arrows.set(key, list);
  }
  for (const [key, list] of [...arrows].sort(([a], [b]) => a.localeCompare(b))) lines.push(`  ${key} : ${list.join(', ')}`);
  lines.push('  over --> [*]');
  return lines.join('\n');
}
