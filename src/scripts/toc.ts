/** Marks the table-of-contents entry of the section being read (the last heading above the top quarter). */
export function enhanceToc(): void {
  const toc = document.querySelector('.site-toc');
  if (!toc) return;
  let frame = 0;
  const update = () => {
    frame = 0;
    const tab = document.documentElement.getAttribute('data-tab');
    const list =
      [...toc.querySelectorAll<HTMLElement>('.toc-tab')].find((ul) => (tab ? ul.dataset.tab === tab : true)) ?? null;
    const links = [...toc.querySelectorAll<HTMLAnchorElement>('a')];
    const candidates = list ? [...list.querySelectorAll<HTMLAnchorElement>('a')] : [];
    const line = window.innerHeight / 4;
    let current = candidates[0];
    const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    for (const a of candidates) {
      const target = document.getElementById(decodeURIComponent(a.hash.slice(1)));
      if (target && target.getBoundingClientRect().top <= line) current = a;
    }
    if (atBottom && candidates.length) {
      const visible = candidates.filter((a) => {
        const target = document.getElementById(decodeURIComponent(a.hash.slice(1)));
        return target && target.getBoundingClientRect().top < window.innerHeight;
      });
      if (visible.length && current !== visible.at(-1)) {
        // At the bottom of the page, the last section that shows is the one being read.
        const last = visible.at(-1)!;
        const target = document.getElementById(decodeURIComponent(last.hash.slice(1)))!;
        if (target.getBoundingClientRect().top > line) current = last;
      }
    }
    for (const a of links) {
      if (a === current) a.setAttribute('aria-current', 'location');
      else a.removeAttribute('aria-current');
    }
  };
  const schedule = () => (frame ||= requestAnimationFrame(update));
  update();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  window.addEventListener('tabchange', schedule);
}
