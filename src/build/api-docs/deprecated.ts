import type { ApiDefinition } from '../../shared/api-docs/types';
import { LEGACY_PROPS } from '../../shared/upgrade/deprecations.ts';

// Deprecated Table props and Column fields, with what replaces them, shown folded on the API tab. The facts live in
// src/shared/upgrade/deprecations.ts, which the upgrade rules read too; this table shows them without the rules'
// scope and key.
const deprecated: ApiDefinition = {
  id: 'Deprecated',
  title: { 'en-US': 'Deprecated properties', 'zh-CN': '已废弃的属性' },
  collapsed: true,
  properties: LEGACY_PROPS.map(({ scope: _scope, key: _key, ...property }) => property),
};

export default deprecated;
