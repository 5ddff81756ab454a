// The site's own island directive, `client:demo` (astro.config.ts, src/client/islands/demo-directive.ts),
// added to those Astro knows. A module (the export below), so this augments Astro's types.
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    'client:demo'?: boolean;
  }
}
