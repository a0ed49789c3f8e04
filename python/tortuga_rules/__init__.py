"""tortuga-rules from Python: the research protocol of `tortuga-rules serve --stdio`.

Standard library only (numpy is used for arrays when it is installed). See
docs/guides/machine-learning.md in the repository.
"""
from .client import Client, ProtocolError
from .envs import TortugaAECEnv, TortugaGymEnv, VectorEnv

__all__ = ["Client", "ProtocolError", "TortugaAECEnv", "TortugaGymEnv", "VectorEnv"]
__version__ = "0.1.0"
