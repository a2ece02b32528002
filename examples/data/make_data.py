"""Makes the inputs of examples/vector_add.mlir and the result numpy expects."""
import os
import numpy as np

here = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(7)
a = rng.standard_normal(1024).astype(np.float32)
b = rng.standard_normal(1024).astype(np.float32)
np.save(os.path.join(here, "a.npy"), a)
np.save(os.path.join(here, "b.npy"), b)
np.save(os.path.join(here, "expected_c.npy"), a + b)
