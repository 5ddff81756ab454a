/** Gives the page back for one task (input, a frame) before going on. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
