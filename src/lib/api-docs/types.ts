export type Localized = { 'en-US': string; 'zh-CN': string };

export interface ApiProperty {
  name: string;
  type: string;
  default?: string;
  description: Localized;
  version?: string;
}

export interface ApiDefinition {
  id: string;
  title: Localized;
  properties: ApiProperty[];
}
