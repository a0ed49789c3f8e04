// The rules app with its words in one language (nl): every part of Words used.
import { tortuga1667 } from 'tortuga-rules/1667';
import { t1667Words } from 'tortuga-rules/1667/words';
import { T1667_NL } from 'tortuga-rules/1667/nl';
import { sayEverything } from './say-everything.js';

export const said = sayEverything(tortuga1667, t1667Words(T1667_NL), 5);
