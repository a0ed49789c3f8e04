/**
 * The research interface: both games in the conventions machine-learning tools share —
 * OpenSpiel's fixed action ids, legal-action masks, observation and information-state tensors
 * with documented layouts, and returns (`encoding`). Tree-shaken from the other entry points.
 *
 * @packageDocumentation
 * @module tortuga-rules/rl
 */
export { encoding, type Encoding } from './encoding.js';
export type { TensorSlice } from './tensor-layout.js';
export { AecEnv, type AgentObservation, type LastStep } from './aec-env.js';
export { VectorEnv, type VectorEnvOptions, type VectorStep, type VectorBot } from './vector-env.js';
export { aecEnv, vectorEnv } from './environments.js';
export { actionSchema, agentPrompt, type AgentPrompt } from './agent-text.js';
export { compactPrompt, type AgentView } from './agent-text.js';
export { agentRules, type AgentRulesLocale } from './agent-rules.js';
export { actionFromText, compactAction, compactHistory, compactMenu, compactValue } from './agent-history.js';
