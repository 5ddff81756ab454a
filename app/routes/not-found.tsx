import { NotFound } from '../components/layout/NotFound';

export function meta() {
  return [{ title: 'PAGE NOT FOUND - rc-table' }, { name: 'robots', content: 'noindex' }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}
