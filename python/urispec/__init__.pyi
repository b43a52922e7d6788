"""Type stubs of urispec: the functions on one string."""

from typing import Dict, Tuple

from ._errors import ParseError as ParseError
from ._urispec import Base as Base
from ._urispec import Parsed as Parsed
from ._urispec import check as check
from ._urispec import decode as decode
from ._urispec import encode as encode
from ._urispec import encode_components as encode_components
from ._urispec import equivalent as equivalent
from ._urispec import is_valid as is_valid
from ._urispec import normalize as normalize
from ._urispec import parse as parse
from ._urispec import resolve as resolve
from ._urispec import revisions as revisions

REVISIONS: Tuple[str, ...]
ALIASES: Dict[str, Tuple[str, ...]]
