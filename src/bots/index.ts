/**
 * Bots that play fair — from a seat's view only — and a runner for bot games.
 *
 * @packageDocumentation
 */
export { randomBot, playBots, type Bot, type BotGame, type DecisionView } from './bot.js';
