import { createContext, useContext } from 'react';
import { CURRENT_LINE } from '../../shared/site/route';
import type { LineId } from '../../shared/site/config';

/**
 * The line of the demo being shown (its package): an id names one demo on each line, so whatever a demo
 * keeps or fetches by id (saved edits, its code for the editor, its standalone page) goes by its line too.
 */
export const DemoLine = createContext<LineId>(CURRENT_LINE.id);

export const useDemoLine = () => useContext(DemoLine);
