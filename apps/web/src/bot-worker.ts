/**
 * The bots' Web Worker: the page's bot seats decide here, so that a search (the expert weighs a
 * thousand sampled worlds a decision) never holds up the page. Each message is a question
 * (`bot-answer.ts`); each answer goes back with the question's id.
 */
import { answer } from './bot-answer.js';

self.onmessage = (event: MessageEvent<unknown>) => self.postMessage(answer(event.data));
