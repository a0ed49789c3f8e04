"""One game on the server, as the environments use it: built from plain arguments, owning its pipe.

A `Table` is made of picklable values only (the game, the number of players, options, the bots'
seats); the server process starts when the table does and ends with `close()`. Copying or pickling
an environment copies those arguments, and the copy starts a process of its own: that is what
`gymnasium.make`, `AsyncVectorEnv` and subprocess vector environments need.

Seeds follow Gymnasium's convention: `reset(seed=s)` starts a generator from `s`; every later
`reset()` without a seed draws the next deal (and the bots' seed) from it, so a trainer that seeds
once sees a new deal every episode, and the same seed gives the same episodes.
"""
import random

from .client import Client

ILLEGAL_ACTIONS = ("raise", "lose", "legal")


def check_arguments(bots, illegal_action):
    """Refuses what only the Python side reads, by name (the server checks the game, the players
    and the bots' names, and names what is wrong in its refusal)."""
    for seat in bots:
        if not isinstance(seat, int):
            raise ValueError("bots are given by seat number, not %r" % (seat,))
    if illegal_action not in ILLEGAL_ACTIONS:
        raise ValueError("illegal_action is one of %s, not %r" % (", ".join(ILLEGAL_ACTIONS), illegal_action))


class Table:
    """A game on its own server process: new deals from a seeded generator, bots on the server."""

    def __init__(self, game, players, options=None, bots=None, tensor="observation", command=None, cwd=None):
        self.game = game
        self.players = players
        self.options = dict(options or {})
        self.bots = {int(seat): name for seat, name in (bots or {}).items()}
        self.tensor = tensor
        self.client = Client(command, cwd=cwd)
        self.handle = None
        self._seeds = None
        # The sizes, from a first deal (the shapes depend only on the game and its options). A
        # refused configuration ends the server it started.
        try:
            opened = self._open("sizes")
        except BaseException:
            self.close()
            raise
        self.num_actions = opened["numDistinctActions"]
        self.observation_size = (opened["observationShape"] if tensor == "observation" else opened["informationStateShape"])[0]

    def _open(self, seed, bot_seed="bots"):
        if self.handle is not None:
            self.client.request("close", handle=self.handle)
            self.handle = None
        config = dict(self.options, players=self.players, seed=str(seed))
        opened = self.client.request("new", game=self.game, config=config, bots={str(s): n for s, n in self.bots.items()}, botSeed=bot_seed)
        self.handle = opened["handle"]
        return opened

    def deal(self, seed=None):
        """A new game: from `seed`'s generator when given, else the next deal of the current one."""
        if seed is not None:
            self._seeds = random.Random(seed)
        elif self._seeds is None:
            self._seeds = random.Random(self.options.get("seed"))  # no seed given: the options' seed, else the machine's entropy
        deal, bots = self._seeds.getrandbits(64), self._seeds.getrandbits(64)
        self._open(deal, str(bots))
        return self._seeds

    def observe(self, seat=None, tensor=None):
        fields = {"handle": self.handle, "tensor": tensor or self.tensor}
        if seat is not None:
            fields["player"] = seat
        return self.client.request("observe", **fields)

    def step(self, seat, action):
        return self.client.request("step", handle=self.handle, player=seat, action=int(action))

    def close(self):
        if self.client is not None:
            self.client.close()
            self.client = None
            self.handle = None
