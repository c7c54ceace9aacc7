// Business constants of spec document 1 §9 and document 3 §9.
export const AppName = 'Intermission';
export const AuthClientId = 1;
export const ListPageSize = 12;
export const SidePanelSize = 3;
export const DefaultSearch = { q: '*', skip: 0, take: 999 } as const;
export const DefaultUserSearchTake = 999;
export const DefaultMenu = { Id: 2, Name: 'Default' } as const;
export const DefaultPhoneTypeId = 2;
export const RememberMeDays = 30;
export const HistoryLimit = 12;
export const ListCountHeader = 'X-List-Count';
/** 'true' when X-List-Count stopped at a list's cap (docs/api.md "Lists": the master transaction log counts at most 10,000). */
export const ListCountCappedHeader = 'X-List-Count-Capped';
export const UpdateRolesHeader = 'update-roles';
export const ApiBasePath = '/api/v1';
