export { runServer } from './bootstrap/run-server';
export { createApp } from './bootstrap/create-app';
export { loadConfig } from './config/app-config';
export { seedDemoOperator, seedReferenceData, DemoUsers } from './seed/demo-operator';
