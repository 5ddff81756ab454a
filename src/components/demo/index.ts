export { DemoBlock } from './DemoBlock';
export { DemoGrid } from './DemoGrid';
