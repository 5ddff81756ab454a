import type { ApiSource } from './line.ts';

// The packages each line's package expects the application to provide: peerDependencies in its package.json
// (rc-table 7.x, @rc-component/table 1.x), checked by tests/unit/api-docs.test.ts. The type is the range.
const peers: ApiSource = {
  id: 'Peers',
  title: { 'en-US': 'Peer dependencies', 'zh-CN': '对等依赖' },
  properties: [
    {
      name: 'react',
      type: '>=16.9.0',
      required: true,
      description: {
        'en-US':
          'The React the table renders with: any version from 16.9 on, React 19 included. rc-table 7.0.0 to 7.10.2 asked for React 16 only.',
        'zh-CN':
          '表格渲染所用的 React：16.9 及以后的任何版本，包括 React 19。rc-table 7.0.0 到 7.10.2 只接受 React 16。',
      },
      on: {
        '1.x': {
          type: '>=18.0.0',
          description: {
            'en-US':
              'The React the table renders with: 18 or later. Since 1.8.0 (the line antd 6 uses); 1.0.0 to 1.7.0 still accepted React 16.9 and 17, so an application on React 17 that cannot upgrade stays on 1.7.0 at most, or on rc-table 7.',
            'zh-CN':
              '表格渲染所用的 React：18 或更高版本。自 1.8.0 起（antd 6 使用的版本）；1.0.0 到 1.7.0 仍接受 React 16.9 与 17，因此无法升级 React 17 的应用最多停在 1.7.0，或继续使用 rc-table 7。',
          },
        },
      },
    },
    {
      name: 'react-dom',
      type: '>=16.9.0',
      required: true,
      description: {
        'en-US': 'The same range as react; install the react-dom that matches your react.',
        'zh-CN': '与 react 的范围相同；请安装与 react 版本一致的 react-dom。',
      },
      on: { '1.x': { type: '>=18.0.0' } },
    },
  ],
};

export default peers;
