"""tortuga-rules from Python: the research protocol of `tortuga-rules serve --stdio`.

Standard library only at run time (numpy for arrays, PettingZoo's and Gymnasium's base classes
and spaces where those packages import). See docs/guides/machine-learning.md.
"""
from .client import Client, ProtocolError
from .envs import TortugaAECEnv, TortugaGymEnv, TortugaParallelEnv
from .registration import register_envs
from .vector import ShardedVectorEnv, VectorEnv

__all__ = ["Client", "ProtocolError", "TortugaAECEnv", "TortugaGymEnv", "ShardedVectorEnv", "TortugaParallelEnv", "VectorEnv", "register_envs"]
__version__ = "0.1.0"

register_envs()
