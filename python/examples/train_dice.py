"""A policy-gradient learner for the dice game, in numpy, through the vector environment.

The learner plays seat 0 of 2-player games against the library's `easy` bot (seated on the
server); 64 games run in lockstep, each answer brings every game's observation and mask as numpy
arrays. The policy is linear softmax over the legal action ids (masked), trained by REINFORCE with
a running-average baseline: a win is 1, a loss 0. Every `--report` steps it prints the win rate of
the games finished since; at the end it plays greedy evaluation games against `easy` and `medium`
beside the untrained (uniform random) policy.

  python3 python/examples/train_dice.py [--steps 3000] [--seed 1] [--report 250] [--eval 400]

The server command is $TORTUGA_RULES_SERVE, else `npx --no-install tortuga-rules serve --stdio`.
"""
import argparse
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tortuga_rules import Client, VectorEnv  # noqa: E402

COUNT = 64


def choose(weights, observations, masks, rng, greedy=False):
    """Each game's action id, and the probabilities it was drawn from (masked softmax of obs · W)."""
    logits = observations @ weights
    logits = np.where(masks > 0, logits, -np.inf)
    logits -= logits.max(axis=1, keepdims=True)
    probabilities = np.exp(logits)
    probabilities /= probabilities.sum(axis=1, keepdims=True)
    if greedy:
        return probabilities.argmax(axis=1), probabilities
    cumulative = probabilities.cumsum(axis=1)
    draws = rng.random((len(masks), 1))
    return np.minimum((cumulative < draws).sum(axis=1), masks.shape[1] - 1), probabilities


def evaluate(client, weights, opponent, games, seed):
    """The share of `games` greedy games the policy wins against `opponent` (seat 0 of 2)."""
    env = VectorEnv(client, "tortuga-dice", {"players": 2}, COUNT, "eval-%s-%d" % (opponent, seed), observations=True, binary=True, bots={1: opponent}, bot_seed="eval-%d" % seed)
    state, rng, wins, done = env.last, np.random.default_rng(seed), 0, 0
    while done < games:
        actions, _ = choose(weights, state["observations"], state["masks"], rng, greedy=weights.any())
        if not weights.any():  # the untrained policy: uniform over the legal ids
            actions, _ = choose(weights, state["observations"], state["masks"], rng)
        state = env.step(actions)
        ended = np.flatnonzero(state["dones"])
        wins += int((state["rewards"][ended, 0] > 0).sum())
        done += len(ended)
    env.close()
    return wins / done


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--steps", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--report", type=int, default=250)
    parser.add_argument("--eval", type=int, default=400, help="evaluation games per opponent (0: none)")
    parser.add_argument("--rate", type=float, default=0.05)
    args = parser.parse_args()
    rng = np.random.default_rng(args.seed)
    started = time.perf_counter()
    with Client() as client:
        env = VectorEnv(client, "tortuga-dice", {"players": 2}, COUNT, "train-%d" % args.seed, observations=True, binary=True, bots={1: "easy"}, bot_seed="train-%d" % args.seed)
        state = env.last
        size, actions_count = state["observations"].shape[1], state["masks"].shape[1]
        weights = np.zeros((size, actions_count))
        traces = np.zeros((COUNT, size, actions_count))  # each game's sum of grad log π so far
        baseline, wins, finished, decisions = 0.5, 0, 0, 0
        print("step  games  win rate vs easy (games finished since the last line)")
        for step in range(1, args.steps + 1):
            observations, masks = state["observations"], state["masks"]
            actions, probabilities = choose(weights, observations, masks, rng)
            chosen = np.zeros_like(probabilities)
            chosen[np.arange(COUNT), actions] = 1.0
            traces += observations[:, :, None] * (chosen - probabilities)[:, None, :]
            state = env.step(actions)
            decisions += COUNT
            for game in np.flatnonzero(state["dones"]):
                reward = 1.0 if state["rewards"][game, 0] > 0 else 0.0
                weights += args.rate * (reward - baseline) * traces[game]
                baseline += 0.01 * (reward - baseline)
                traces[game] = 0.0
                wins += int(reward)
                finished += 1
            if step % args.report == 0:
                print("%5d  %5d  %.3f" % (step, finished, wins / max(finished, 1)), flush=True)
                wins = finished = 0
        env.close()
        print("trained: %d decisions in %.0f s" % (decisions, time.perf_counter() - started))
        if args.eval > 0:
            for opponent in ("easy", "medium"):
                untrained = evaluate(client, np.zeros_like(weights), opponent, args.eval, args.seed)
                trained = evaluate(client, weights, opponent, args.eval, args.seed)
                print("vs %-6s  untrained (random) %.3f  trained (greedy) %.3f  over %d games each" % (opponent, untrained, trained, args.eval))


if __name__ == "__main__":
    main()
