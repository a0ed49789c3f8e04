import { isRuleViolation, loadHistory, type Locale, type BaseAction, type BaseConfig, type GameHistory, type PlayerId } from 'tortuga-rules';
import { localTable } from 'tortuga-rules/client';
import { draw, h, htmlOf, type Drawn } from './dom.js';
import { replayScreen, type ReplayPosition } from './replay-screen.js';
import { autosave, forgetAutosave, savedGame, unreadableAutosave } from './autosave.js';
import { invitation, openTable, otherServerScreen, refusalText, tableLobby, TableRefusal, type OnlineHost } from './online.js';
import { homeServer, isTrusted, trust } from './server-trust.js';
import { lastName } from './online-storage.js';
import { defaultChoice, PACES, setupScreen, type GameChoice } from './setup-screen.js';
import { withTitle } from './titles.js';
import { chosenOptions, cleanNames, type ClientView, type Title } from './title.js';
import { guideNote, nextStep } from './guide.js';
import { showTable } from './table-screen.js';
import { workerBots } from './worker-bots.js';
import { hasLocale, loadLocale, words1667 } from './words.js';

/** What the page was opened with: the language, and (for tests and demos) a fixed bot pace. */
export interface AppOptions {
  readonly locale: Locale;
  /** Milliseconds between bot moves, overriding the start screen's choice. */
  readonly pace: number | null;
  /** Exposes `window.__tortuga` for the browser tests. */
  readonly testHooks: boolean;
  /** The table server for online play (`ws://…`): the page's own, or one a link named (contacted only once the person agrees). */
  readonly server: string;
  /** The table this page was invited to (`?table=`), if any. */
  readonly table: string | null;
  /** The game the invitation names (`?game=`), if it does. */
  readonly game: 'tortuga-1667' | 'tortuga-dice' | null;
}

/** The hooks the browser tests read: the engine's state and what the screen shows. */
export interface TestHooks {
  readonly title: string;
  state(): string;
  viewer(): PlayerId | null;
  handOver(): PlayerId | null;
  record(): unknown;
  /** The play screen's HTML for any state (as JSON) and viewer, drawn as the live screen is. */
  screenFor(state: string, viewer: PlayerId | null): string;
}

/** `href` with the page's language in it (`?lang=`). */
function inLanguage(href: string, locale: Locale): string {
  const url = new URL(href);
  url.searchParams.set('lang', locale);
  return url.toString();
}

/** Offers a record to the browser as a file to download. */
function saveRecord(record: unknown, file: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([JSON.stringify(record, null, 1)], { type: 'application/json' }));
  link.download = file;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** The client: the start screen, a game at this screen (with hand-over between people), and replays. */
export function startApp(root: HTMLElement, options: AppOptions): void {
  let stop = (): void => {};
  /** A kept game this page could not read: forgotten, and said on the start screen until the next game begins. */
  let lostKept = unreadableAutosave();
  if (lostKept) forgetAutosave();
  /** The table server this page talks to. */
  let server = options.server;
  /** The page's language on the online screens and the question about another server (a game at this screen keeps its own). */
  let pageLocale = options.locale;
  const show = (screen: Drawn, focus: string | null): void => {
    draw(root, screen);
    const target = focus === null ? null : root.querySelector<HTMLElement>(focus);
    target?.focus();
  };

  const setup = (choice: GameChoice): void => {
    // Another language on the start screen: its words are fetched first (one language at a time).
    if (!hasLocale(choice.locale))
      return void loadLocale(choice.locale).then(
        () => setup(choice),
        () => setup({ ...choice, locale: options.locale }),
      );
    stop();
    document.documentElement.lang = choice.locale;
    const kept = savedGame();
    show(
      setupScreen(
        choice,
        setup,
        begin,
        (file) => void load(file, choice),
        (chosen) => void online(chosen),
        kept !== null ? () => resume(kept, choice) : lostKept ? 'unreadable' : null,
      ),
      null,
    );
  };

  /** Goes on with the game kept in this browser (its record checked by `loadHistory`); a damaged one is dropped. */
  const resume = (kept: NonNullable<ReturnType<typeof savedGame>>, choice: GameChoice): void => {
    const next: GameChoice = {
      ...choice,
      title: kept.title,
      kinds: kept.kinds,
      locale: kept.locale,
      pace: kept.pace,
      seed: kept.record.config.seed,
      names: Array.isArray(kept.names) ? kept.names : [],
    };
    // A kept game that cannot go on (damaged, or of a version whose records this one refuses) is forgotten, and the person told why.
    const dropped = (error: unknown): void => (forgetAutosave(), cannot('ui.resumeError', error, choice));
    // The game goes on in the language it was left in: those words (and the game) are fetched first.
    void Promise.resolve()
      .then(() => loadLocale(next.locale))
      .then(() =>
        withTitle(kept.title === 'tortuga-dice' ? 'tortuga-dice' : 'tortuga-1667', (title) => {
          try {
            play(title, next, kept.record);
          } catch (error) {
            dropped(error);
          }
        }),
      )
      .catch(dropped);
  };

  /** The page in another language outside a game at this screen: its words fetched, then the page, the document and its address (a reload keeps it) told. */
  const becomeLanguage = async (next: Locale): Promise<void> => {
    await loadLocale(next);
    pageLocale = next;
    document.documentElement.lang = next;
    history.replaceState(null, '', inLanguage(location.href, next));
  };

  const onlineHost = (first: Locale): OnlineHost => {
    pageLocale = first;
    return {
      root,
      get locale() {
        return pageLocale;
      },
      changeLanguage: becomeLanguage,
      testHooks: options.testHooks,
      show,
      leave: () => (history.replaceState(null, '', location.pathname), setup(defaultChoice(pageLocale))),
    };
  };

  /** Opens a table on the server for the start screen's choice and goes to its lobby (the page's address becomes the invitation). */
  const online = async (choice: GameChoice): Promise<void> => {
    stop();
    try {
      // The title's configuration without what the server sets itself (T67-OPT-CHAOS leaves out the star count).
      let tableOptions: Record<string, unknown> = {};
      await withTitle(choice.title, (title) => {
        const { players: _players, seed: _seed, ...rest } = title.config(choice.kinds.length, '', chosenOptions(title.options, choice.options, true));
        tableOptions = rest;
      });
      const table = await openTable(server, choice.title, choice.kinds, tableOptions);
      // The page's address becomes the invitation, in the host's language (the invitation itself names none).
      history.replaceState(null, '', inLanguage(invitation({ server, table }, choice.title), choice.locale));
      // The host sits down at once in the first open seat, under the name typed on the start screen (else the last one used here).
      const seat = Math.max(0, choice.kinds.indexOf('human'));
      stop = tableLobby(onlineHost(choice.locale), { server, table }, choice.title, { seat, name: choice.names[seat]?.trim() || lastName() });
    } catch (error) {
      const words = words1667(choice.locale);
      const reason =
        error instanceof TableRefusal ? refusalText(words, error.refusal) : words.say(null, 'ui.online.refused', { reason: (error as Error).message }).text;
      show(
        h(
          'div',
          { class: 'setup' },
          h('p', { role: 'alert' }, reason),
          h('button', { type: 'button', onclick: () => setup(choice) }, words.say(null, 'ui.newGame').text),
        ),
        'button',
      );
    }
  };

  const begin = (choice: GameChoice): void => {
    lostKept = false;
    void withTitle(choice.title, (title) => play(title, choice));
  };

  const load = async (file: File, choice: GameChoice): Promise<void> => {
    try {
      const record = JSON.parse(await file.text()) as { game?: unknown };
      await withTitle(record.game === 'tortuga-dice' ? 'tortuga-dice' : 'tortuga-1667', (title) => replay(title, loadHistory(title.game, record), choice));
    } catch (error) {
      cannot('ui.loadError', error, choice);
    }
  };

  /** What went wrong with a saved or kept game, said in the page's language (a rule's violation in the game's words), and the way back to the start screen. */
  const cannot = (key: 'ui.loadError' | 'ui.resumeError', error: unknown, choice: GameChoice): void => {
    const words = words1667(hasLocale(choice.locale) ? choice.locale : options.locale);
    const reason = isRuleViolation(error) ? words.violation(error).text : error instanceof Error ? error.message : String(error);
    show(
      h(
        'div',
        { class: 'setup' },
        h('p', { role: 'alert' }, words.say(null, key, { reason }).text),
        h('button', { type: 'button', onclick: () => setup(choice) }, words.say(null, 'ui.newGame').text),
      ),
      'button',
    );
  };

  function replay<C extends BaseConfig, S, A extends BaseAction, V extends ClientView<A>, O>(
    title: Title<C, S, A, V, O>,
    history: GameHistory<C, S, A>,
    choice: GameChoice,
  ): void {
    stop();
    const words = title.words(choice.locale);
    const go = (at: ReplayPosition): void =>
      show(
        replayScreen(title, history, at, words, go, () => setup({ ...choice, seed: defaultChoice(choice.locale).seed })),
        null,
      );
    go({ position: 0, viewer: null });
  }

  function play<C extends BaseConfig, S, A extends BaseAction, V extends ClientView<A>, O>(
    title: Title<C, S, A, V, O>,
    choice: GameChoice,
    saved?: unknown,
  ): void {
    stop();
    // The guided first game: always the same stacked table, the person at seat 0.
    const guide = choice.guided === true && saved === undefined ? title.guide : null;
    let guideNext = 0;
    /** Whether the person's last guided decision went another way than the guide suggested. */
    let strayed = false;
    if (guide !== null) choice = { ...choice, kinds: Array.from({ length: guide.players }, (_, seat) => (seat === 0 ? 'human' : 'medium')) };
    let locale = choice.locale;
    // The people's names, said by the words wherever the game names a seat (the viewer is still "you").
    const names = cleanNames(choice.kinds.map((kind, seat) => (kind === 'human' ? choice.names[seat] : null)));
    // The bots decide in a worker of this game's own, so that the page answers while they think.
    const bots = workerBots<V, A>(title.id);
    const store = localTable<C, S, A, V>({
      game: title.game,
      ...(saved !== undefined
        ? { record: saved }
        : { config: guide !== null ? guide.config() : title.config(choice.kinds.length, choice.seed, chosenOptions(title.options, choice.options, false)) }),
      seats: choice.kinds.map((kind) => (kind === 'human' ? 'person' : bots.bot(kind, () => title.bot(kind)))),
      names,
      words: (seatNames) => title.words(locale, seatNames),
      pace: options.pace ?? PACES[choice.pace],
    });
    const guideNoteFor = (view: V) => (guide === null || view.player !== 0 ? null : guideNote(guide.steps, guideNext, view));
    let decisions = -1;
    /** Another language during the game: its words are fetched first, then the table speaks it. */
    const switchLanguage = (next: Locale): void => {
      if (!hasLocale(next))
        return void loadLocale(next).then(
          () => switchLanguage(next),
          () => {},
        );
      locale = next;
      document.documentElement.lang = next;
      decisions = -1; // kept again, in the new language
      store.setWords((seatNames) => title.words(next, seatNames));
    };
    const table = showTable(root, title, store, {
      above: () => [],
      spectator: () => title.game.viewFor(store.state, null),
      coach: (view, words) => {
        const note = guideNoteFor(view);
        // A person who went another way than the guide suggested hears so, then the guide goes on from where the game is.
        const strayedText = strayed ? `${words.say(view, 'guide.otherWay').text} ` : '';
        if (note === null) return strayed && view.player === 0 ? { text: strayedText.trim(), suggests: () => false } : null;
        return { text: `${strayedText}${words.say(view, note.key).text}`, suggests: (action: A) => note.step.suggests(view, action) };
      },
      chose: (view, action) => {
        const note = guideNoteFor(view);
        if (note === null) return void (strayed = false);
        const suggested = view.decision?.actions.some((offered) => note.step.suggests(view, offered)) ?? false;
        strayed = suggested && !note.step.suggests(view, action);
        guideNext = nextStep(note);
      },
      // Kept in this browser after every decision (forgotten once the game is over; a guided game starts afresh).
      changed: (snapshot) => {
        const record = store.record();
        if (guide !== null || record.actions.length === decisions) return;
        decisions = record.actions.length;
        if (snapshot.over) forgetAutosave();
        else autosave({ title: title.id, kinds: choice.kinds, names: choice.names, locale, pace: choice.pace, record });
      },
      buttons: {
        onSave: () => saveRecord(store.record(), `${title.id}-${choice.seed.slice(0, 8)}.json`),
        onNewGame: () => (forgetAutosave(), setup({ ...choice, locale, seed: defaultChoice(locale).seed })),
        onReplay: () => replay(title, loadHistory(title.game, store.record()).goTo(0), choice),
        get locale() {
          return locale;
        },
        onLanguage: switchLanguage,
      },
    });
    stop = () => (table.stop(), bots.close());
    if (options.testHooks) {
      const hooks: TestHooks = {
        title: title.id,
        state: () => JSON.stringify(store.state),
        viewer: () => store.getSnapshot().seat,
        handOver: () => store.getSnapshot().handOver,
        record: () => store.record(),
        screenFor: (json, who) => htmlOf(table.screenFor(title.game.viewFor(title.states.loadState(JSON.parse(json)), who))),
      };
      (window as unknown as { __tortuga: TestHooks }).__tortuga = hooks;
    }
  }

  document.documentElement.lang = pageLocale;
  const enter = (): void => {
    if (options.table !== null) stop = tableLobby(onlineHost(pageLocale), { server, table: options.table }, options.game);
    else setup(defaultChoice(pageLocale));
  };
  // A link that names a server this browser has not agreed to connects nowhere until the person says so (H1).
  const askAbout = (named: string, focus: string): void =>
    show(
      otherServerScreen(pageLocale, named, {
        connect: () => (trust(named), enter()),
        stay: () => {
          server = homeServer();
          history.replaceState(null, '', location.pathname);
          setup(defaultChoice(pageLocale));
        },
        language: (next) =>
          void becomeLanguage(next).then(
            () => askAbout(named, '#online-language'),
            () => {}, // its words could not be fetched (offline): the page stays in its language
          ),
      }),
      focus,
    );
  if (isTrusted(server)) enter();
  else askAbout(server, '#stay-home');
}
