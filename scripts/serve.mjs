import { createStaticServer, listen } from './static-server.mjs';

const port = Number(process.env.PORT ?? 4173);
const url = await listen(createStaticServer(), port);
console.log(`rc-table docs: ${url}/`);
