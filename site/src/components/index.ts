// The components the rulebook's pages use.
export { default as Board } from './Board.astro';
export { default as TryIt } from './TryIt.astro';
export { default as Playground } from './Playground.astro';
export { default as EventLog } from './EventLog.astro';
export { default as LiveTable } from './LiveTable.astro';
export { default as Lab } from './Lab.astro';
export { default as OurReading } from './OurReading.astro';
export { default as OnTheBoard } from './OnTheBoard.astro';
export { default as TurnDiagram } from './TurnDiagram.astro';
