import { redirect } from 'react-router';
import type { Route } from './+types/section-landing';
import { sectionLanding } from '../../plugins/content/site-data.ts';
import { site } from '../data/site';

// `/demo` leads to the section's first page. Prerendered as a permanent redirect page; on client
// navigation the router follows the same redirect.
export function loader({ request }: Route.LoaderArgs) {
  const target = sectionLanding(site, new URL(request.url).pathname.replace(/\/+$/, ''));
  if (!target) throw new Response('Not Found', { status: 404 });
  return redirect(target, 301);
}

export default function SectionLanding() {
  return null;
}
