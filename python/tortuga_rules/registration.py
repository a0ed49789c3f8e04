"""Gymnasium's registry: `gymnasium.make("tortuga_rules/TortugaDice-v0")` after `import tortuga_rules`
(or `gymnasium.make("tortuga_rules:tortuga_rules/TortugaDice-v0")`, which imports it)."""

ENV_IDS = {
    "tortuga_rules/TortugaDice-v0": {"game": "tortuga-dice", "players": 2},
    "tortuga_rules/Tortuga1667-v0": {"game": "tortuga-1667", "players": 5},
}


def register_envs():
    """Registers the Gymnasium environments (nothing without Gymnasium; again, nothing new)."""
    try:
        import gymnasium
    except ImportError:  # pragma: no cover - depends on the machine
        return
    for env_id, kwargs in ENV_IDS.items():
        if env_id not in gymnasium.registry:
            gymnasium.register(id=env_id, entry_point="tortuga_rules.envs:TortugaGymEnv", kwargs=kwargs)
