import { createStaticServer, listen, NOT_FOUND_MODE } from './static-server.mjs';

const port = Number(process.env.PORT ?? 4173);
const url = await listen(createStaticServer(), port);
console.log(
  `rc-table docs: ${url}/${NOT_FOUND_MODE === 'single' ? ' (one root 404.html for every missing address)' : ''}`,
);
