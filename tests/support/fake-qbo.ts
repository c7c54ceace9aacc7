// The fake QuickBooks Online the tests speak to. It lives with the API (apps/api/src/exports/qbo/fake)
// because the demo starts one too (docs/exports.md "The demo's QuickBooks company").
export * from '@intermission/api/exports/qbo/fake/fake-qbo';
export * from '@intermission/api/exports/qbo/fake/fake-qbo-entities';
