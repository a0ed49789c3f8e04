import { isRuleViolation, loadHistory, type Locale, type BaseAction, type BaseConfig, type GameHistory, type GameRecord, type PlayerId } from 'tortuga-rules';
import { h } from './dom.js';
import { playScreen } from './play-screen.js';
import { replayScreen, type ReplayPosition } from './replay-screen.js';
import { animateChange, positions } from './animate.js';
import { autosave, forgetAutosave, savedGame } from './autosave.js';
import { invitation, openTable, otherServerScreen, refusalText, tableLobby, TableRefusal, type OnlineHost } from './online.js';
import { homeServer, isTrusted, trust } from './server-trust.js';
import { Session } from './session.js';
import { defaultChoice, PACES, setupScreen, type GameChoice } from './setup-screen.js';
import { DICE_TITLE } from './title-dice.js';
import { T1667_TITLE } from './title-1667.js';
import { chosenOptions, cleanNames, nameOf, type ClientView, type Title } from './title.js';
import { guideNote, nextStep } from './guide.js';

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

/** The client: the start screen, a game at this screen (with hand-over between people), and replays. */
export function startApp(root: HTMLElement, options: AppOptions): void {
  let stop = (): void => {};
  /** The table server this page talks to. */
  let server = options.server;
  const show = (screen: HTMLElement, focus: string | null): void => {
    root.replaceChildren(screen);
    for (const log of root.querySelectorAll('.log ol')) log.scrollTop = log.scrollHeight; // the newest entries in sight
    const target = focus === null ? null : root.querySelector<HTMLElement>(focus);
    target?.focus();
  };

  const setup = (choice: GameChoice): void => {
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
        kept === null ? null : () => resume(kept, choice),
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
    try {
      if (kept.title === 'tortuga-dice') play(DICE_TITLE, next, loadHistory(DICE_TITLE.game, kept.record));
      else play(T1667_TITLE, next, loadHistory(T1667_TITLE.game, kept.record));
    } catch {
      forgetAutosave();
      setup(choice);
    }
  };

  const onlineHost = (locale: Locale): OnlineHost => ({
    root,
    locale,
    testHooks: options.testHooks,
    show,
    leave: () => (history.replaceState(null, '', location.pathname), setup(defaultChoice(locale))),
  });

  /** Opens a table on the server for the start screen's choice and goes to its lobby (the page's address becomes the invitation). */
  const online = async (choice: GameChoice): Promise<void> => {
    stop();
    try {
      const title = choice.title === 'tortuga-1667' ? T1667_TITLE : DICE_TITLE;
      // The title's configuration without what the server sets itself (T67-OPT-CHAOS leaves out the star count).
      const {
        players: _players,
        seed: _seed,
        ...tableOptions
      } = title.config(choice.kinds.length, '', chosenOptions(title.options as never, choice.options, true)) as unknown as Record<string, unknown>;
      const table = await openTable(server, choice.title, choice.kinds, tableOptions);
      history.replaceState(null, '', invitation({ server, table }, choice.locale));
      stop = tableLobby(onlineHost(choice.locale), { server, table });
    } catch (error) {
      const words = T1667_TITLE.words(choice.locale);
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
    if (choice.title === 'tortuga-1667') play(T1667_TITLE, choice);
    else play(DICE_TITLE, choice);
  };

  const load = async (file: File, choice: GameChoice): Promise<void> => {
    const words = T1667_TITLE.words(choice.locale);
    try {
      const record = JSON.parse(await file.text()) as { game?: unknown };
      if (record.game === 'tortuga-dice') replay(DICE_TITLE, loadHistory(DICE_TITLE.game, record), choice);
      else replay(T1667_TITLE, loadHistory(T1667_TITLE.game, record), choice);
    } catch (error) {
      const reason = isRuleViolation(error) ? words.violation(error).text : error instanceof Error ? error.message : String(error);
      show(
        h(
          'div',
          { class: 'setup' },
          h('p', { role: 'alert' }, words.say(null, 'ui.loadError', { reason }).text),
          h('button', { type: 'button', onclick: () => setup(choice) }, words.say(null, 'ui.newGame').text),
        ),
        'button',
      );
    }
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
    saved?: GameHistory<C, S, A>,
  ): void {
    stop();
    // The guided first game: always the same stacked table, the person at seat 0.
    const guide = choice.guided === true && saved === undefined ? title.guide : null;
    let guideNext = 0;
    if (guide !== null) choice = { ...choice, kinds: Array.from({ length: guide.players }, (_, seat) => (seat === 0 ? 'human' : 'heuristic')) };
    const config =
      saved?.record().config ??
      (guide !== null ? guide.config() : title.config(choice.kinds.length, choice.seed, chosenOptions(title.options, choice.options, false)));
    const session = new Session(title, config, choice.kinds, saved);
    let locale = choice.locale;
    // The people's names, said by the words wherever the game names a seat (the viewer is still "you").
    const names = cleanNames(choice.kinds.map((kind, seat) => (kind === 'human' ? choice.names[seat] : null)));
    let words = title.words(locale, names);
    const humans = session.humans();
    const pace = options.pace ?? PACES[choice.pace];
    let viewer: PlayerId | null = humans[0] ?? null;
    let handOver: PlayerId | null = null;
    let menuPath: number[] = [];
    let shown: { readonly viewer: PlayerId | null; readonly view: V } | null = null;
    let chosen: string[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    stop = () => {
      stopped = true;
      clearTimeout(timer);
    };

    const save = (): void => {
      const record = session.history.record();
      const link = h('a', {
        href: URL.createObjectURL(new Blob([JSON.stringify(record, null, 1)], { type: 'application/json' })),
        download: `${title.id}-${choice.seed.slice(0, 8)}.json`,
      });
      link.click();
      URL.revokeObjectURL(link.href);
    };
    /** The guided first game's note for the person's decision in this view, if the guide has one. */
    const guideNoteFor = (view: V) => (guide === null || viewer !== 0 ? null : guideNote(guide.steps, guideNext, view));
    const ui = (path: readonly number[], view: V | null = null) => {
      const note = view === null ? null : guideNoteFor(view);
      return {
        menuPath: path,
        coach: note === null || view === null ? null : { text: words.say(view, note.key).text, suggests: (action: A) => note.step.suggests(view, action) },
        onAction: (action: A) => {
          if (note !== null) guideNext = nextStep(note);
          session.apply(action);
          advance();
        },
        chosen,
        onPick: (piece: string) => {
          chosen = chosen.includes(piece) ? chosen.filter((p) => p !== piece) : [...chosen, piece];
          draw();
        },
        onMenu: (index: number | null) => {
          menuPath = index === null ? menuPath.slice(0, -1) : [...menuPath, index];
          draw();
        },
        onSave: save,
        onUndo: viewer !== null && session.canUndo(viewer) ? () => (session.undo(viewer!), advance()) : null,
        locale,
        onLanguage: (next: Locale) => {
          locale = next;
          words = title.words(next, names);
          document.documentElement.lang = next;
          keep();
          draw();
        },
        onNewGame: () => (forgetAutosave(), setup({ ...choice, locale, seed: defaultChoice(locale).seed })),
        onReplay: () => replay(title, session.history.goTo(0), choice),
      };
    };

    /** Keeps the game in this browser (forgotten once it is over). */
    const keep = (): void => {
      if (guide !== null) return; // a guided game starts afresh
      if (session.isOver()) forgetAutosave();
      else autosave({ title: title.id, kinds: choice.kinds, names: choice.names, locale, pace: choice.pace, record: session.history.record() });
    };

    /** After every decision: the game kept in this browser, whose screen to show, and the next bot move. */
    const advance = (): void => {
      keep();
      menuPath = [];
      chosen = [];
      const waiting = session.humansToAct();
      if (handOver !== null && !waiting.includes(handOver)) handOver = null;
      if (!session.isOver() && handOver === null && waiting.length > 0 && (viewer === null || !waiting.includes(viewer))) {
        if (humans.length > 1) handOver = waiting[0]!;
        else viewer = waiting[0]!;
      }
      draw();
      clearTimeout(timer);
      if (!session.isOver() && session.botsToAct().length > 0)
        timer = setTimeout(() => {
          if (stopped) return;
          session.botStep();
          advance();
        }, pace);
    };

    const draw = (): void => {
      if (handOver !== null) {
        const spectator = session.view(null);
        const name = nameOf(spectator, handOver, words);
        const confirm = (): void => {
          viewer = handOver;
          handOver = null;
          draw();
        };
        show(
          h(
            'div',
            { class: 'handover', role: 'dialog', 'aria-labelledby': 'handover-title' },
            h('h1', { id: 'handover-title' }, words.say(spectator, 'ui.handOver.title', { player: handOver }).text),
            h('p', {}, words.say(spectator, 'ui.handOver.body', { player: handOver }).text),
            h(
              'button',
              { type: 'button', class: 'primary', id: 'ready', 'aria-label': `${words.say(spectator, 'ui.handOver.ready').text}: ${name}` },
              words.say(spectator, 'ui.handOver.ready').text,
            ),
          ),
          '#ready',
        );
        root.querySelector('#ready')!.addEventListener('click', confirm);
        return;
      }
      const focusInMenu = root.contains(document.activeElement) || document.activeElement === document.body;
      const view = session.view(viewer);
      const before = positions(root);
      show(playScreen(title, view, words, session.isOver(), ui(menuPath, view)), focusInMenu ? '.menu button' : null);
      // What changed since this seat's last screen moves and pulses (never across a hand-over: each seat sees its own views only).
      animateChange(root, shown !== null && shown.viewer === viewer ? shown.view : null, view, before, (patches) => title.changedKeys(patches));
      shown = { viewer, view };
    };

    if (options.testHooks) {
      const hooks: TestHooks = {
        title: title.id,
        state: () => JSON.stringify(session.state),
        viewer: () => viewer,
        handOver: () => handOver,
        record: (): GameRecord<C, A> => session.history.record(),
        screenFor: (json, who) => {
          const state = title.states.loadState(JSON.parse(json));
          return playScreen(title, title.game.viewFor(state, who), words, title.game.outcome(state) !== null, ui([])).outerHTML;
        },
      };
      (window as unknown as { __tortuga: TestHooks }).__tortuga = hooks;
    }
    advance();
  }

  const enter = (): void => {
    if (options.table !== null) stop = tableLobby(onlineHost(options.locale), { server, table: options.table });
    else setup(defaultChoice(options.locale));
  };
  // A link that names a server this browser has not agreed to connects nowhere until the person says so (H1).
  if (isTrusted(server)) enter();
  else {
    const named = server;
    show(
      otherServerScreen(options.locale, named, {
        connect: () => (trust(named), enter()),
        stay: () => {
          server = homeServer();
          history.replaceState(null, '', location.pathname);
          setup(defaultChoice(options.locale));
        },
      }),
      '#stay-home',
    );
  }
}
