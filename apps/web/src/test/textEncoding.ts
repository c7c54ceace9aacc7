// jsdom has no TextEncoder; react-router's module needs one when it loads. Import this first.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
